import { ArticleDetailScreen } from '@/components/content/article-detail-screen';
export { getStaticPaths, getStaticProps } from '@/server/ssr/article-detail-page';
export default ArticleDetailScreen;
