import { useRouter } from 'next/router';
import {
  ownerListingsPageSize,
  useAddedProperties,
} from '@/api/owner-listings/get-added-properties';
import { ownerListingFilters } from '@/contracts/requests/owner-listing-requests';
import { listPage, pageFromQuery } from '@/hooks/use-list-page';
import { paths } from '@/utils/paths';
import { OwnerListingRow } from './owner-listing-row';
import { OwnerList, OwnerListScreen, type OwnerListKind } from './owner-list-screen';
import { OwnerListingsToolbar, ownerListingsHref } from './owner-listings-toolbar';

function firstValue(value: unknown): string {
  return String((Array.isArray(value) ? value[0] : value) ?? '');
}

/** The page's filter, search and page number, from the URL (unknown values ignored). */
export function readOwnerListingsQuery(query: Record<string, unknown>) {
  const status = firstValue(query.status);
  return {
    status: (ownerListingFilters as readonly string[]).includes(status) ? status : '',
    search: firstValue(query.search).trim().slice(0, 120),
    page: pageFromQuery(query.page),
  };
}

const ownerProperties: OwnerListKind = {
  texts: 'owner_listings',
  feature: 'property_list',
  addPath: paths.addProperty(),
  listPath: paths.userProperties(),
};

function OwnerListingsContent() {
  const router = useRouter();
  const { status, search, page } = readOwnerListingsQuery(router.query);
  const { limit, offset } = listPage(page, ownerListingsPageSize);
  const result = useAddedProperties({ limit, offset, status, search });
  return (
    <>
      <OwnerListingsToolbar key={search} status={status} search={search} />
      <OwnerList
        kind={ownerProperties}
        result={result}
        pageSize={ownerListingsPageSize}
        page={page}
        hrefFor={(at) => ownerListingsHref({ status, search, page: at })}
        isFiltered={status !== '' || search !== ''}
        renderRow={(listing) => <OwnerListingRow key={listing.id} listing={listing} />}
      />
    </>
  );
}

/** /user/properties: the user's own listings in every state, with their actions. */
export function OwnerListingsScreen() {
  return (
    <OwnerListScreen kind={ownerProperties}>
      <OwnerListingsContent />
    </OwnerListScreen>
  );
}
