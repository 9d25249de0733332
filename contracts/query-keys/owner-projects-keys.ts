/** Query keys of the owner's project calls; they belong to one user, so the keys carry the id. */
export interface OwnerProjectsPage {
  limit: number;
  offset: number;
  /** A state filter of get-added-projects ('' for all). */
  status: string;
  search: string;
}

export const ownerProjectKeys = {
  all: ['owner-projects'] as const,
  ofUser: (userId: number | null) => [...ownerProjectKeys.all, userId ?? 'none'] as const,
  list: (userId: number | null, page: OwnerProjectsPage) =>
    [...ownerProjectKeys.ofUser(userId), 'list', page] as const,
  /** The project the edit form starts from. */
  editable: (userId: number | null, slug: string) =>
    [...ownerProjectKeys.ofUser(userId), 'editable', slug] as const,
};
