import { AdminPackagesScreen } from '@/components/moderation/admin-packages-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default AdminPackagesScreen;
