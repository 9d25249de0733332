import { TransactionHistoryScreen } from '@/components/packages/transaction-history-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default TransactionHistoryScreen;
