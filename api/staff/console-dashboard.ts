import type { ConsoleDashboardDto } from '@/contracts/dto/staff-dto';
import { staffKeys } from '@/contracts/query-keys/staff-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/dashboard`: the console's figures with their last 30 days. */
export const consoleDashboardQuery = defineQuery('admin/dashboard', {
  key: staffKeys.dashboard,
  answer: dataOf<ConsoleDashboardDto>,
  viewer: 'staff',
});

export const useConsoleDashboard = consoleDashboardQuery.use;
