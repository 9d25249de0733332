import { UnsubscribeScreen } from '@/components/notifications/unsubscribe-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default UnsubscribeScreen;
