import { VerificationFormAdminScreen } from '@/components/moderation/verification-form-admin-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default VerificationFormAdminScreen;
