import { UserScreen } from '@/components/staff/user-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default UserScreen;
