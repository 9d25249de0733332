import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { notePageChanged } from '../pages/changed-pages';

/**
 * Notes a project's detail page as changed (regenerated after the request), once that page
 * exists: until then there is nothing to regenerate.
 */
export function noteProjectPageChanged(slug: string): void {
  const path = paths.projectDetail(slug);
  if (hasPage(path)) notePageChanged(path);
}
