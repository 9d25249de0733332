import Link from 'next/link';
import { notify } from '@/utils/notify';
import { favouritesPageSize, useFavourites } from '@/api/properties/get-favourites';
import { useToggleFavourite } from '@/api/properties/toggle-favourite';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { ProtectedPage } from '@/components/layout/protected-page';
import { PropertyCard } from '@/components/listing/property-card';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths, toQueryString } from '@/utils/paths';
import { HeartIcon } from '@/components/layout/action-icons';
import { apiErrorText } from '@/components/ui/api-error-text';
import styles from './favourites-screen.module.css';
import { PagedList } from '@/components/ui/paged-list';
import { useUrlListPage } from '@/hooks/use-list-page';

function FavouriteItem({ property }: { property: PropertyCardDto }) {
  const { t } = useSiteText();
  const favourite = useToggleFavourite();
  const remove = () =>
    favourite.mutate(
      { property, isFavourite: false },
      { onError: (error) => void notify('error', apiErrorText(error, t)) },
    );
  return (
    <li className={styles.item}>
      <PropertyCard property={property} headingLevel="h2" />
      <button
        type="button"
        className={styles.remove}
        onClick={remove}
        disabled={favourite.isPending}
        aria-label={t('favourites.remove_named', { title: property.title })}
      >
        <HeartIcon size={18} isOn />
        <span>{t('favourites.remove')}</span>
      </button>
    </li>
  );
}

function FavouritesContent() {
  const { t, tCount } = useSiteText();
  const range = useUrlListPage(favouritesPageSize);
  const result = useFavourites({ limit: range.limit, offset: range.offset });
  return (
    <PagedList
      result={result}
      failedText={t('favourites.load_failed')}
      statusClassName={styles.status}
      pageSize={favouritesPageSize}
      empty={
        <div className={styles.empty}>
          <p>{t('favourites.empty')}</p>
          <Link href={paths.properties()} className="button button-primary" prefetch={false}>
            {t('favourites.browse')}
          </Link>
        </div>
      }
      pages={{
        page: range.page,
        hrefFor: (at) => `${paths.favourites()}${toQueryString({ page: at > 1 ? at : null })}`,
        label: t('favourites.pagination_label'),
      }}
    >
      {(page) => (
        <>
          <p className={styles.count} role="status">
            {tCount('favourites.count', page.total)}
          </p>
          <ul className={styles.grid}>
            {page.data.map((property) => (
              <FavouriteItem key={property.id} property={property} />
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}

/** /user/favourites: the listings the user saved, with a remove button on each. */
export function FavouritesScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('favourites.title')}
      description={t('favourites.intro')}
      canonicalPath={paths.favourites()}
    >
      {() => (
        <div className={styles.page}>
          <header className={styles.head}>
            <h1 className={styles.title}>{t('favourites.title')}</h1>
            <p className={styles.intro}>{t('favourites.intro')}</p>
          </header>
          <FavouritesContent />
        </div>
      )}
    </ProtectedPage>
  );
}
