/** Query keys of the owner's project calls; they belong to one user, so the keys carry the id. */
export interface OwnerProjectsPage {
  limit: number;
  offset: number;
  /** A state filter of get-added-projects ('' for all). */
  status: string;
  search: string;
}

/** A page of one project's enquiries (get-project-enquiries). */
export interface ProjectEnquiriesPage {
  projectId: number;
  limit: number;
  offset: number;
}

export const ownerProjectKeys = {
  all: ['owner-projects'] as const,
  ofUser: (userId: number | null) => [...ownerProjectKeys.all, userId ?? 'none'] as const,
  list: (userId: number | null, page: OwnerProjectsPage) =>
    [...ownerProjectKeys.ofUser(userId), 'list', page] as const,
  /** The project the edit form starts from. */
  editable: (userId: number | null, slug: string) =>
    [...ownerProjectKeys.ofUser(userId), 'editable', slug] as const,
  /** A page of the enquiries to one of the user's projects. */
  enquiries: (userId: number | null, page: ProjectEnquiriesPage) =>
    [...ownerProjectKeys.ofUser(userId), 'enquiries', page] as const,
};
