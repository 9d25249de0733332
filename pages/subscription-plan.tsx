import { SubscriptionPlanScreen } from '@/components/packages/subscription-plan-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default SubscriptionPlanScreen;
