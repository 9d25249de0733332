import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';

/**
 * The server renders a listing as visitors see it (and caches that). Once a signed-in user is
 * known in the browser, fetch it again with the session: their favourite and interest flags
 * and the owner's contact details.
 */
export function useViewerFlags(slug: string): void {
  const queryClient = useQueryClient();
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(slug) });
  }, [queryClient, slug, userId]);
}
