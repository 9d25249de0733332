import { ownerKindKeys, type OwnerListPage } from './listing-kind-keys';
import type { PageWindow } from '../page-window';

/** Query keys of the owner's listing calls; they belong to one user, so the keys carry the id. */
export type OwnerListingsPage = OwnerListPage;

const ownerListingBase = ownerKindKeys('owner-listings');

export const ownerListingKeys = {
  ...ownerListingBase,
  detail: (userId: number | null, slug: string) =>
    [...ownerListingBase.ofUser(userId), 'detail', slug] as const,
  interested: (userId: number | null, slug: string, page: PageWindow) =>
    [...ownerListingBase.ofUser(userId), 'interested', slug, page] as const,
};
