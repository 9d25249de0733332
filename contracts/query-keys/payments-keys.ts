import type { PageWindow } from '../page-window';

/** Query keys of the payment calls; a user's carry the user's id. */
export const paymentKeys = {
  all: ['payments'] as const,
  ofUser: (userId: number | null) => [...paymentKeys.all, userId ?? 'none'] as const,
  settings: (userId: number | null) => [...paymentKeys.ofUser(userId), 'settings'] as const,
  history: (userId: number | null, page: PageWindow) =>
    [...paymentKeys.ofUser(userId), 'history', page] as const,
  /** The console's: every payment (`admin/transactions`) and the bank transfer setting. */
  admin: ['payments', 'admin'] as const,
  adminTransactions: (filter: AdminTransactionsParams) =>
    [...paymentKeys.admin, 'transactions', filter] as const,
  bankTransfer: () => [...paymentKeys.admin, 'bank-transfer'] as const,
};

/** The filters and page of `admin/transactions` (empty text: no filter). */
export interface AdminTransactionsParams extends PageWindow {
  status: string;
  gateway: string;
  search: string;
  from: string;
  to: string;
}
