import { AdminTransactionsScreen } from '@/components/packages/admin-transactions-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default AdminTransactionsScreen;
