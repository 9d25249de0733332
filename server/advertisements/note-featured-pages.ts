import { paths } from '@/utils/paths';
import { notePageChanged } from '../pages/changed-pages';
import { noteProjectPageChanged } from '../projects/note-project-page';

/** The featured listing's static page shows it promoted (or no longer): regenerate it. */
export function noteFeaturedPageChanged(featureFor: 'property' | 'project', slug: string): void {
  if (featureFor === 'property') notePageChanged(paths.propertyDetail(slug));
  else noteProjectPageChanged(slug);
}
