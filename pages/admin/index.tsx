import { DashboardScreen } from '@/components/staff/dashboard-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default DashboardScreen;
