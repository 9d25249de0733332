import { useMutation } from '@tanstack/react-query';
import type { AdminTransactionsParams } from '@/contracts/query-keys/payments-keys';
import { downloadApiFile, type ApiFile } from '../download-api-file';

export type TransactionsCsvFilter = Omit<AdminTransactionsParams, 'limit' | 'offset'>;

/**
 * GET `admin/transactions-csv`: the payments of these filters as a CSV file (no envelope: the
 * file itself, with its name).
 */
export function exportTransactionsCsv(filter: TransactionsCsvFilter): Promise<ApiFile> {
  return downloadApiFile({ path: 'admin/transactions-csv', query: { ...filter } });
}

export function useExportTransactionsCsv() {
  return useMutation({ mutationFn: exportTransactionsCsv });
}
