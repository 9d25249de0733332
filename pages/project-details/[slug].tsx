import { ProjectDetailScreen } from '@/components/project/project-detail-screen';
export { getStaticPaths, getStaticProps } from '@/server/ssr/project-detail-page';
export default ProjectDetailScreen;
