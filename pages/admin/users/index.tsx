import { UsersScreen } from '@/components/staff/users-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default UsersScreen;
