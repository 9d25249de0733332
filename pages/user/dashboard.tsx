import { DashboardScreen } from '@/components/account/dashboard-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default DashboardScreen;
