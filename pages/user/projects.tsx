import { OwnerProjectsScreen } from '@/components/owner-listings/owner-projects-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default OwnerProjectsScreen;
