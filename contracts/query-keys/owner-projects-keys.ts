import { ownerKindKeys, type OwnerListPage } from './listing-kind-keys';
import type { PageWindow } from '../page-window';

/** Query keys of the owner's project calls; they belong to one user, so the keys carry the id. */
export type OwnerProjectsPage = OwnerListPage;

/** A page of one project's enquiries (get-project-enquiries). */
export interface ProjectEnquiriesPage extends PageWindow {
  projectId: number;
}

const ownerProjectBase = ownerKindKeys('owner-projects');

export const ownerProjectKeys = {
  ...ownerProjectBase,
  /** The project the edit form starts from. */
  editable: (userId: number | null, slug: string) =>
    [...ownerProjectBase.ofUser(userId), 'editable', slug] as const,
  /** A page of the enquiries to one of the user's projects. */
  enquiries: (userId: number | null, page: ProjectEnquiriesPage) =>
    [...ownerProjectBase.ofUser(userId), 'enquiries', page] as const,
};
