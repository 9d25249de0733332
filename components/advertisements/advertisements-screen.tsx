import Link from 'next/link';
import { useRouter } from 'next/router';
import { advertisementsPageSize, useAdvertisements } from '@/api/advertisements/get-advertisements';
import { ProtectedPage } from '@/components/layout/protected-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { Pagination } from '@/components/ui/pagination';
import { paths, toQueryString } from '@/utils/paths';
import { AdvertisementRow } from './advertisement-row';
import styles from './advertisements.module.css';

function pageFromQuery(value: unknown): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function AdvertisementsContent() {
  const { t } = useSiteText();
  const router = useRouter();
  const page = pageFromQuery(router.query.page);
  const { data, isError, refetch } = useAdvertisements({
    limit: advertisementsPageSize,
    offset: (page - 1) * advertisementsPageSize,
  });
  if (!data) {
    return (
      <div className={styles.empty} role={isError ? 'alert' : 'status'}>
        <p>{isError ? t('advertisements.load_failed') : t('common.loading')}</p>
        {isError ? (
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  }
  if (data.total === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('advertisements.empty')}</p>
        <Link href={paths.userProperties()} prefetch={false} className="button button-primary">
          {t('advertisements.to_properties')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {data.data.map((advertisement) => (
          <AdvertisementRow key={advertisement.id} advertisement={advertisement} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(data.total / advertisementsPageSize)}
        hrefFor={(at) => `${paths.advertisements()}${toQueryString({ page: at > 1 ? at : null })}`}
        label={t('advertisements.pagination_label')}
      />
    </>
  );
}

/** /user/advertisement: the user's advertisements with how each stands. */
export function AdvertisementsScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('advertisements.title')}
      description={t('advertisements.intro')}
      canonicalPath={paths.advertisements()}
    >
      {() => (
        <div className={styles.page}>
          <header>
            <h1 className={styles.title}>{t('advertisements.title')}</h1>
            <p className={styles.intro}>{t('advertisements.intro')}</p>
          </header>
          <AdvertisementsContent />
        </div>
      )}
    </ProtectedPage>
  );
}
