import { AdminLanguagesScreen } from '@/components/languages/admin-languages-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default AdminLanguagesScreen;
