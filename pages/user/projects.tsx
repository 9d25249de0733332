import { OwnerProjectsScreen } from '@/components/owner-projects/owner-projects-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default OwnerProjectsScreen;
