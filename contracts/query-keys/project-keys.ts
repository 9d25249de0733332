import type { ProjectListFilters } from '../project-list-filters';
import { listingKindKeys } from './listing-kind-keys';

const projectBase = listingKindKeys<'projects', ProjectListFilters>('projects');

/** Query keys of the public project calls. The list's key is its filter model. */
export const projectKeys = {
  ...projectBase,
  /** The newest public projects (the home page's section). */
  newest: (limit: number) => [...projectBase.all, 'newest', limit] as const,
  /** `get-project-gated-detail`: a signed-in viewer's plan files, documents and contact. */
  gated: (slug: string, userId: number) => [...projectBase.all, 'gated', slug, userId] as const,
  /** The signed-in viewer's own view of one project (`get-projects` by slug: is_favourite). */
  viewer: (slug: string, userId: number) => [...projectBase.all, 'viewer', slug, userId] as const,
};
