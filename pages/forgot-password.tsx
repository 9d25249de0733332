import { ForgotPasswordScreen } from '@/components/account/forgot-password-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default ForgotPasswordScreen;
