import { listingKinds } from '../listing-kinds';
import { noteListingPageChanged } from '../listings/note-listing-pages';

/** The featured listing's static page shows it promoted (or no longer): regenerate it. */
export function noteFeaturedPageChanged(featureFor: 'property' | 'project', slug: string): void {
  const kind = listingKinds.find((candidate) => candidate.key === featureFor);
  if (kind) noteListingPageChanged(kind, slug);
}
