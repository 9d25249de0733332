import { VerificationScreen } from '@/components/agents/verification-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default VerificationScreen;
