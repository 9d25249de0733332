import type { ProjectListFilters } from '../project-list-filters';

/** Query keys of the public project calls. The list's key is its filter model. */
export const projectKeys = {
  all: ['projects'] as const,
  /** Every list query, whatever its filters (for updating them all). */
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filters: ProjectListFilters) => [...projectKeys.all, 'list', filters] as const,
  /** The newest public projects (the home page's section). */
  newest: (limit: number) => [...projectKeys.all, 'newest', limit] as const,
  /** `get-project-detail` with its similar projects: the same for every visitor. */
  detail: (slug: string) => [...projectKeys.all, 'detail', slug] as const,
  /** `get-project-gated-detail`: a signed-in viewer's plan files, documents and contact. */
  gated: (slug: string, userId: number) => [...projectKeys.all, 'gated', slug, userId] as const,
  /** The signed-in viewer's own view of one project (`get-projects` by slug: is_favourite). */
  viewer: (slug: string, userId: number) => [...projectKeys.all, 'viewer', slug, userId] as const,
};
