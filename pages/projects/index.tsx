import { ProjectListScreen } from '@/components/project/project-list-screen';
export { getServerSideProps } from '@/server/ssr/project-list-page';
export default ProjectListScreen;
