import type { PageBaseProps } from '@/contracts/page-base-props';
import { isValidSlug } from '@/utils/slug';
import { loadFormPage } from './listing-form-page';
import { serverSidePage } from './server-side-page';

export interface EditProjectPageProps extends PageBaseProps {
  slug: string;
}

/**
 * `/user/add-project`: the shell with the categories; in the browser a visitor without a
 * session goes to the sign-in page, and the `listing-form` call brings the user's gate.
 */
export const getAddProjectPageProps = serverSidePage<PageBaseProps>(async (db, context) => ({
  props: await loadFormPage(db, context, { withFacilities: false }),
}));

/**
 * `/user/edit-project/{slug}`: a slug that cannot exist is the real 404 at once; whether the
 * project is the caller's own comes from the API once the browser's session is known.
 */
export const getEditProjectPageProps = serverSidePage<EditProjectPageProps>(async (db, context) => {
  const slug = context.params?.slug;
  if (typeof slug !== 'string' || !isValidSlug(slug)) return { notFound: true };
  return { props: { ...(await loadFormPage(db, context, { withFacilities: false })), slug } };
});
