import { VerificationScreen } from '@/components/agent-verification/verification-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default VerificationScreen;
