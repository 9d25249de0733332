import { AdminSettingsScreen } from '@/components/settings/admin-settings-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default AdminSettingsScreen;
