import { ArticleListScreen } from '@/components/content/article-list-screen';
export { getServerSideProps } from '@/server/ssr/article-list-page';
export default ArticleListScreen;
