import type { AdminTransactionDto } from '@/contracts/dto/payment-dto';
import { paymentKeys, type AdminTransactionsParams } from '@/contracts/query-keys/payments-keys';
import { defineQuery } from '../define-query';
import { pageOf } from '../list-page';

/** Payments per page of /admin/transactions. */
export const adminTransactionsPageSize = 25;

/** GET `admin/transactions`: every payment with its buyer, newest first, filtered and paged. */
export const adminTransactionsQuery = defineQuery('admin/transactions', {
  key: paymentKeys.adminTransactions,
  query: (params: AdminTransactionsParams) => ({ ...params }),
  answer: pageOf<AdminTransactionDto>,
  // Administrators and support (the server checks the role; the console shows it to them only).
  viewer: 'staff',
  keepsPrevious: true,
});

export const useAdminTransactions = adminTransactionsQuery.use;
