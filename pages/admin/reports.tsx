import { ReportsScreen } from '@/components/moderation/reports-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default ReportsScreen;
