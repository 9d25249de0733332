import { ProjectModerationScreen } from '@/components/moderation/project-moderation-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default ProjectModerationScreen;
