import { RegisterScreen } from '@/components/account/register-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default RegisterScreen;
