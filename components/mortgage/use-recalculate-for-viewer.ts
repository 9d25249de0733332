import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mortgageKeys } from '@/contracts/query-keys/mortgage-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';

/**
 * The server calculates the page's first result as a visitor (without the detailed schedule,
 * a package feature). Once a signed-in user is known in the browser, ask again with the
 * session: their packages may open the schedule.
 */
export function useRecalculateForViewer(): void {
  const queryClient = useQueryClient();
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    void queryClient.invalidateQueries({ queryKey: mortgageKeys.all });
  }, [queryClient, userId]);
}
