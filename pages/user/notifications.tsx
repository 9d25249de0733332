import { NotificationsScreen } from '@/components/notifications/notifications-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default NotificationsScreen;
