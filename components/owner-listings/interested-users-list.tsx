import {
  interestedUsersPageSize,
  useInterestedUsers,
} from '@/api/owner-listings/get-interested-users';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList } from '@/components/ui/paged-list';
import { useLocalListPage } from '@/hooks/use-list-page';
import styles from './owner-property.module.css';
import { dateTimeFormat } from '@/utils/intl-formatters';
import { PageButtons } from '@/components/ui/page-buttons';

/** The users who pressed "I'm interested" on the listing, with their contact details. */
export function InterestedUsersList({ slug }: { slug: string }) {
  const { t, locale } = useSiteText();
  const { page, limit, offset, setPage } = useLocalListPage(interestedUsersPageSize);
  const result = useInterestedUsers(slug, { limit, offset });
  const dateText = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <PagedList
      result={result}
      failedText={t('owner_listings.detail.interested_load_failed')}
      statusClassName={styles.muted}
      pageSize={interestedUsersPageSize}
      empty={<p className={styles.muted}>{t('owner_listings.detail.interested_empty')}</p>}
      pages={(pageCount) => (
        <PageButtons
          page={page}
          pageCount={pageCount}
          onPage={setPage}
          label={t('owner_listings.detail.interested_pages')}
          previousText={t('pagination.previous')}
          nextText={t('pagination.next')}
          positionText={t('owner_listings.detail.page_of', { page, count: pageCount })}
          className={styles.pager}
        />
      )}
    >
      {(people) => (
        <ul className={styles.people}>
          {people.data.map((person) => (
            <li key={person.id} className={styles.person}>
              <UserAvatar name={person.name} src={person.profile} size={44} />
              <div className={styles.personText}>
                <p className={styles.personName}>
                  <bdi>{person.name}</bdi>
                </p>
                {person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : null}
                {person.mobile ? <a href={`tel:${person.mobile}`}>{person.mobile}</a> : null}
                <p className={styles.muted}>
                  {t('owner_listings.detail.interested_at', {
                    date: dateText.format(new Date(person.interested_at)),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
