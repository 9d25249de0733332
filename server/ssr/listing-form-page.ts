import type { GetServerSidePropsContext } from 'next';
import { QueryClient } from '@tanstack/react-query';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { isValidSlug } from '@/utils/slug';
import { getCategories } from '../catalogue/get-categories';
import { getFacilities } from '../catalogue/get-facilities';
import type { Database } from '../db/database';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { serverSidePage } from './server-side-page';

export interface EditPropertyPageProps extends PageBaseProps {
  slug: string;
}

/**
 * A listing form's public catalogue, prefetched: the categories with their parameters and, for
 * the property form, the facilities (the project form has none).
 */
export async function loadFormPage(
  db: Database,
  context: Pick<GetServerSidePropsContext, 'res'> & LocaleContext,
  { withFacilities = true }: { withFacilities?: boolean } = {},
): Promise<PageBaseProps> {
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: listingFormKeys.categories(),
      queryFn: async () => (await getCategories(db, { limit: 100, offset: 0 })).categories,
    }),
    withFacilities
      ? queryClient.prefetchQuery({
          queryKey: listingFormKeys.facilities(),
          queryFn: () => getFacilities(db),
        })
      : null,
  ]);
  // Personal pages: no shared cache may keep them.
  context.res.setHeader('Cache-Control', 'private, no-store');
  return loadPageBase(db, context, queryClient);
}

/**
 * `/user/add-property`. The session is a bearer token only the browser holds, so the page is
 * the shell with the form's catalogue; in the browser a visitor without a session goes to the
 * sign-in page, and the `listing-form` call brings the user's gate.
 */
export const getAddPropertyPageProps = serverSidePage<PageBaseProps>(async (db, context) => ({
  props: await loadFormPage(db, context),
}));

/**
 * `/user/edit-property/{slug}`: a slug that cannot exist is the real 404 at once; whether the
 * listing is the caller's own (else "not found") or sold / rented (no longer editable) comes
 * from the `listing-form` call once the browser's session is known.
 */
export const getEditPropertyPageProps = serverSidePage<EditPropertyPageProps>(
  async (db, context) => {
    const slug = context.params?.slug;
    if (typeof slug !== 'string' || !isValidSlug(slug)) return { notFound: true };
    return { props: { ...(await loadFormPage(db, context)), slug } };
  },
);
