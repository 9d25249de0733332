import { useRouter } from 'next/router';
import {
  ownerListingsPageSize,
  useAddedProperties,
} from '@/api/owner-listings/get-added-properties';
import { ownerListingFilters } from '@/contracts/requests/owner-listing-requests';
import { ProtectedPage } from '@/components/layout/protected-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { PackageGatedLink } from '@/components/listing/package-gated-link';
import { PagedList } from '@/components/ui/paged-list';
import { listPage, pageFromQuery } from '@/hooks/use-list-page';
import { paths } from '@/utils/paths';
import { OwnerListingRow } from './owner-listing-row';
import styles from '@/components/listing/owner-listings.module.css';
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

function OwnerListingsContent() {
  const { t, tCount } = useSiteText();
  const router = useRouter();
  const { status, search, page } = readOwnerListingsQuery(router.query);
  const { limit, offset } = listPage(page, ownerListingsPageSize);
  const result = useAddedProperties({ limit, offset, status, search });
  const isFiltered = status !== '' || search !== '';
  return (
    <>
      <OwnerListingsToolbar key={search} status={status} search={search} />
      <PagedList
        result={result}
        failedText={t('owner_listings.load_failed')}
        statusClassName={styles.status}
        pageSize={ownerListingsPageSize}
        empty={
          <div className={styles.empty}>
            <p>{t(isFiltered ? 'owner_listings.empty_filtered' : 'owner_listings.empty')}</p>
            {isFiltered ? null : (
              <PackageGatedLink
                href={paths.addProperty()}
                feature="property_list"
                className="button button-primary"
              >
                {t('owner_listings.add')}
              </PackageGatedLink>
            )}
          </div>
        }
        pages={{
          page,
          hrefFor: (at) => ownerListingsHref({ status, search, page: at }),
          label: t('owner_listings.pagination_label'),
        }}
      >
        {(listings) => (
          <>
            <p className={styles.count} role="status">
              {tCount('owner_listings.count', listings.total)}
            </p>
            <ul className={styles.list}>
              {listings.data.map((listing) => (
                <OwnerListingRow key={listing.id} listing={listing} />
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </>
  );
}

/** /user/properties: the user's own listings in every state, with their actions. */
export function OwnerListingsScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('owner_listings.title')}
      description={t('owner_listings.intro')}
      canonicalPath={paths.userProperties()}
    >
      {() => (
        <div className={styles.page}>
          <header className={styles.head}>
            <div>
              <h1 className={styles.title}>{t('owner_listings.title')}</h1>
              <p className={styles.intro}>{t('owner_listings.intro')}</p>
            </div>
            <PackageGatedLink
              href={paths.addProperty()}
              feature="property_list"
              className="button button-primary"
            >
              {t('owner_listings.add')}
            </PackageGatedLink>
          </header>
          <OwnerListingsContent />
        </div>
      )}
    </ProtectedPage>
  );
}
