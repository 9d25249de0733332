import { AdminArticlesScreen } from '@/components/moderation/admin-articles-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default AdminArticlesScreen;
