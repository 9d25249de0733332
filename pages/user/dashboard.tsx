import { DashboardScreen } from '@/components/screens/dashboard-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default DashboardScreen;
