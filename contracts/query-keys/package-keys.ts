import type { PackageFeatureType } from '../package-features';
import type { PageWindow, SearchedPage } from '../page-window';

/** Query keys of the package calls; what a user holds is theirs, so the keys carry the id. */
export const packageKeys = {
  all: ['packages'] as const,
  ofUser: (userId: number | null) => [...packageKeys.all, userId ?? 'visitor'] as const,
  list: (userId: number | null) => [...packageKeys.ofUser(userId), 'list'] as const,
  limit: (userId: number | null, type: PackageFeatureType) =>
    [...packageKeys.ofUser(userId), 'limit', type] as const,
  /** The administrator's list: every package, inactive ones too. */
  admin: () => [...packageKeys.all, 'admin'] as const,
};

/** Query keys of the advertisement calls. */
export const advertisementKeys = {
  all: ['advertisements'] as const,
  ofUser: (userId: number | null, page: PageWindow) =>
    [...advertisementKeys.all, 'user', userId ?? 'none', page] as const,
  /** The admin's queue, searched by the listing's title. */
  queue: (page: SearchedPage) => [...advertisementKeys.all, 'queue', page] as const,
};
