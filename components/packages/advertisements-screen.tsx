import Link from 'next/link';
import { advertisementsPageSize, useAdvertisements } from '@/api/advertisements/get-advertisements';
import { AccountScreen } from '@/components/layout/account-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList } from '@/components/ui/paged-list';
import { useUrlListPage } from '@/hooks/use-list-page';
import { paths, toQueryString } from '@/utils/paths';
import { AdvertisementRow } from '@/components/listing/advertisement-row';
import styles from '@/components/listing/advertisements.module.css';

function AdvertisementsContent() {
  const { t } = useSiteText();
  const range = useUrlListPage(advertisementsPageSize);
  const result = useAdvertisements({ limit: range.limit, offset: range.offset });
  return (
    <PagedList
      result={result}
      failedText={t('advertisements.load_failed')}
      statusClassName={styles.empty}
      pageSize={advertisementsPageSize}
      empty={
        <div className={styles.empty}>
          <p>{t('advertisements.empty')}</p>
          <Link href={paths.userProperties()} prefetch={false} className="button button-primary">
            {t('advertisements.to_properties')}
          </Link>
        </div>
      }
      pages={{
        page: range.page,
        hrefFor: (at) => `${paths.advertisements()}${toQueryString({ page: at > 1 ? at : null })}`,
        label: t('advertisements.pagination_label'),
      }}
    >
      {(page) => (
        <ul className={styles.list}>
          {page.data.map((advertisement) => (
            <AdvertisementRow key={advertisement.id} advertisement={advertisement} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** /user/advertisement: the user's advertisements with how each stands. */
export function AdvertisementsScreen() {
  const { t } = useSiteText();
  return (
    <AccountScreen
      title={t('advertisements.title')}
      description={t('advertisements.intro')}
      canonicalPath={paths.advertisements()}
      className={styles.page}
    >
      {() => <AdvertisementsContent />}
    </AccountScreen>
  );
}
