import { StaffScreen } from '@/components/staff/staff-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default StaffScreen;
