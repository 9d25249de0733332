import { ProfileScreen } from '@/components/account/profile-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default ProfileScreen;
