import { SignInScreen } from '@/components/account/sign-in-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default SignInScreen;
