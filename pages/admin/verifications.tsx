import { VerificationReviewScreen } from '@/components/moderation/verification-review-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default VerificationReviewScreen;
