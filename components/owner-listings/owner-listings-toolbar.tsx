import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { ownerListingFilters } from '@/contracts/requests/owner-listing-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths, toQueryString } from '@/utils/paths';
import styles from '@/components/listing/owner-listings.module.css';

export interface OwnerListingsToolbarProps {
  status: string;
  search: string;
}

/** The URL of a "My properties" page with its filter, search and page number. */
export function ownerListingsHref(query: { status: string; search: string; page: number }) {
  return `${paths.userProperties()}${toQueryString({
    status: query.status || null,
    search: query.search || null,
    page: query.page > 1 ? query.page : null,
  })}`;
}

/**
 * Filter by state and search by title; both live in the URL, so results can be shared. Keyed
 * by the search in the URL, so the box shows it again after back/forward navigation.
 */
export function OwnerListingsToolbar({ status, search }: OwnerListingsToolbarProps) {
  const { t } = useSiteText();
  const router = useRouter();
  const statusId = useId();
  const searchId = useId();
  const [text, setText] = useState(search);

  const go = (next: { status: string; search: string }) =>
    void router.push(ownerListingsHref({ ...next, page: 1 }), undefined, { shallow: true });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ status, search: text.trim() });
  };

  return (
    <form className={styles.toolbar} role="search" onSubmit={submit}>
      <div className={styles.toolbarField}>
        <label htmlFor={statusId}>{t('owner_listings.filter_label')}</label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => go({ status: event.target.value, search })}
        >
          <option value="">{t('owner_listings.filter.all')}</option>
          {ownerListingFilters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`owner_listings.badge.${filter}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.toolbarField}>
        <label htmlFor={searchId}>{t('owner_listings.search_label')}</label>
        <div className={styles.searchRow}>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={120}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button-secondary">
            {t('common.search')}
          </button>
        </div>
      </div>
    </form>
  );
}
