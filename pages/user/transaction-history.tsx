import { TransactionHistoryScreen } from '@/components/payments/transaction-history-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default TransactionHistoryScreen;
