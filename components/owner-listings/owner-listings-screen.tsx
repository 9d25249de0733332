import { useRouter } from 'next/router';
import {
  ownerListingsPageSize,
  useAddedProperties,
} from '@/api/owner-listings/get-added-properties';
import { ownerListingFilters } from '@/contracts/requests/owner-listing-requests';
import { ProtectedPage } from '@/components/layout/protected-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { PackageGatedLink } from '@/components/packages/package-gated-link';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/utils/paths';
import { OwnerListingRow } from './owner-listing-row';
import styles from './owner-listings.module.css';
import { OwnerListingsToolbar, ownerListingsHref } from './owner-listings-toolbar';

function firstValue(value: unknown): string {
  return String((Array.isArray(value) ? value[0] : value) ?? '');
}

/** The page's filter, search and page number, from the URL (unknown values ignored). */
export function readOwnerListingsQuery(query: Record<string, unknown>) {
  const status = firstValue(query.status);
  const page = Number(firstValue(query.page));
  return {
    status: (ownerListingFilters as readonly string[]).includes(status) ? status : '',
    search: firstValue(query.search).trim().slice(0, 120),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function OwnerListingsContent() {
  const { t, tCount } = useSiteText();
  const router = useRouter();
  const { status, search, page } = readOwnerListingsQuery(router.query);
  const { data, isError, refetch } = useAddedProperties({
    limit: ownerListingsPageSize,
    offset: (page - 1) * ownerListingsPageSize,
    status,
    search,
  });
  const isFiltered = status !== '' || search !== '';

  let body;
  if (!data) {
    body = (
      <div className={styles.status} role={isError ? 'alert' : 'status'}>
        <p>{isError ? t('owner_listings.load_failed') : t('common.loading')}</p>
        {isError ? (
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  } else if (data.total === 0) {
    body = (
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
    );
  } else {
    body = (
      <>
        <p className={styles.count} role="status">
          {tCount('owner_listings.count', data.total)}
        </p>
        <ul className={styles.list}>
          {data.data.map((listing) => (
            <OwnerListingRow key={listing.id} listing={listing} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={Math.ceil(data.total / ownerListingsPageSize)}
          hrefFor={(at) => ownerListingsHref({ status, search, page: at })}
          label={t('owner_listings.pagination_label')}
        />
      </>
    );
  }
  return (
    <>
      <OwnerListingsToolbar key={search} status={status} search={search} />
      {body}
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
