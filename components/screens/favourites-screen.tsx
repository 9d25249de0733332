import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '@/api/list-page';
import { favouriteProperties, favouritesPageSize } from '@/api/properties/get-favourites';
import { useToggleFavourite } from '@/api/properties/toggle-favourite';
import { favouriteProjects } from '@/api/projects/get-favourite-projects';
import { useToggleProjectFavourite } from '@/api/projects/toggle-project-favourite';
import { useSessionUserId } from '@/api/define-query';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { AccountScreen } from '@/components/layout/account-screen';
import { PropertyCard } from '@/components/listing/property-card';
import { ProjectCard } from '@/components/project/project-card';
import { useSiteText } from '@/components/layout/use-site-text';
import { HeartIcon } from '@/components/layout/action-icons';
import { apiErrorText } from '@/components/ui/api-error-text';
import { PagedList } from '@/components/ui/paged-list';
import { Tabs, tabId, tabPanelId } from '@/components/ui/tabs';
import { useUrlListPage } from '@/hooks/use-list-page';
import { notify } from '@/utils/notify';
import { paths } from '@/utils/paths';
import styles from './favourites-screen.module.css';

/** What the user saved: listings (properties) and projects, one tab each. */
const shelves = ['properties', 'projects'] as const;
type Shelf = (typeof shelves)[number];

const idBase = 'favourites';

function shelfOf(value: unknown): Shelf {
  return value === 'projects' ? 'projects' : 'properties';
}

/** The address of a tab's page: properties are the default, page 1 needs no number. */
function favouritesHref(shelf: Shelf, page = 1): string {
  return paths.favourites({
    tab: shelf === 'properties' ? null : shelf,
    page: page > 1 ? page : null,
  });
}

/** The button under a saved card that takes it out of the favourites. */
function RemoveButton(props: { title: string; isPending: boolean; onRemove: () => void }) {
  const { t } = useSiteText();
  return (
    <button
      type="button"
      className={styles.remove}
      onClick={props.onRemove}
      disabled={props.isPending}
      aria-label={t('favourites.remove_named', { title: props.title })}
    >
      <HeartIcon size={18} isOn />
      <span>{t('favourites.remove')}</span>
    </button>
  );
}

function SavedProperty({ card }: { card: PropertyCardDto }) {
  const { t } = useSiteText();
  const favourite = useToggleFavourite();
  const remove = () =>
    favourite.mutate(
      { property: card, isFavourite: false },
      { onError: (error) => void notify('error', apiErrorText(error, t)) },
    );
  return (
    <li className={styles.item}>
      <PropertyCard property={card} headingLevel="h2" />
      <RemoveButton title={card.title} isPending={favourite.isPending} onRemove={remove} />
    </li>
  );
}

function SavedProject({ card }: { card: ProjectCardDto }) {
  const { t } = useSiteText();
  const userId = useSessionUserId();
  const favourite = useToggleProjectFavourite();
  const remove = () => {
    if (userId === null) return;
    favourite.mutate(
      { project: card, userId, isFavourite: false },
      { onError: (error) => void notify('error', apiErrorText(error, t)) },
    );
  };
  return (
    <li className={styles.item}>
      <ProjectCard project={card} headingLevel="h2" />
      <RemoveButton title={card.title} isPending={favourite.isPending} onRemove={remove} />
    </li>
  );
}

/** One tab's list: its call, its texts (`favourites.<shelf>.*`), its card and where to browse. */
interface ShelfKind<Card extends { id: number }> {
  usePage: (page: { limit: number; offset: number }) => UseQueryResult<ListPage<Card>>;
  browseHref: string;
  Item: (props: { card: Card }) => ReactNode;
}

const propertyShelf: ShelfKind<PropertyCardDto> = {
  usePage: favouriteProperties.use,
  browseHref: paths.properties(),
  Item: SavedProperty,
};

const projectShelf: ShelfKind<ProjectCardDto> = {
  usePage: favouriteProjects.use,
  browseHref: paths.projects(),
  Item: SavedProject,
};

function ShelfList<Card extends { id: number }>(props: { shelf: Shelf; kind: ShelfKind<Card> }) {
  const { shelf, kind } = props;
  const { t, tCount } = useSiteText();
  const range = useUrlListPage(favouritesPageSize);
  const result = kind.usePage({ limit: range.limit, offset: range.offset });
  return (
    <PagedList
      result={result}
      failedText={t(`favourites.${shelf}.load_failed`)}
      statusClassName={styles.status}
      pageSize={favouritesPageSize}
      empty={
        <div className={styles.empty}>
          <p>{t(`favourites.${shelf}.empty`)}</p>
          <Link href={kind.browseHref} className="button button-primary" prefetch={false}>
            {t(`favourites.${shelf}.browse`)}
          </Link>
        </div>
      }
      pages={{
        page: range.page,
        hrefFor: (at) => favouritesHref(shelf, at),
        label: t('favourites.pagination_label'),
      }}
    >
      {(page) => (
        <>
          <p className={styles.count} role="status">
            {tCount(`favourites.${shelf}.count`, page.total)}
          </p>
          <ul className={styles.grid}>
            {page.data.map((card) => (
              <kind.Item key={card.id} card={card} />
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}

function FavouritesContent() {
  const { t } = useSiteText();
  const router = useRouter();
  const shelf = shelfOf(router.query.tab);
  return (
    <>
      <Tabs
        idBase={idBase}
        label={t('favourites.tabs_label')}
        items={shelves.map((value) => ({ value, label: t(`favourites.tab.${value}`) }))}
        value={shelf}
        onChange={(value) => void router.push(favouritesHref(value), undefined, { shallow: true })}
      />
      <div role="tabpanel" id={tabPanelId(idBase)} aria-labelledby={tabId(idBase, shelf)}>
        {shelf === 'projects' ? (
          <ShelfList key={shelf} shelf={shelf} kind={projectShelf} />
        ) : (
          <ShelfList key={shelf} shelf={shelf} kind={propertyShelf} />
        )}
      </div>
    </>
  );
}

/** /user/favourites: the properties and the projects the user saved, each with a remove button. */
export function FavouritesScreen() {
  const { t } = useSiteText();
  return (
    <AccountScreen
      title={t('favourites.title')}
      description={t('favourites.intro')}
      canonicalPath={paths.favourites()}
      className={styles.page}
      headClassName={styles.head}
    >
      {() => <FavouritesContent />}
    </AccountScreen>
  );
}
