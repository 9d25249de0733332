import { useCategories } from '@/api/catalogue/get-categories';
import { usePropertySearch } from '@/api/properties/search-properties';
import type { PropertyListPageProps } from '@/contracts/property-page-props';
import { propertyListPageSize } from '@/contracts/property-list-options';
import { activeFilterCount, clearedFilters } from '@/contracts/property-list-filters';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { listPage } from '@/hooks/use-list-page';
import { isolateText } from '@/utils/language-direction';
import { chosenCategory } from '@/contracts/category-tile';
import { propertyListPath } from '@/components/listing/list-filters';
import { listTitle } from './list-title';
import toolbarStyles from './list-toolbar.module.css';
import { MapResults } from './map-results';
import { PagedList } from '@/components/ui/paged-list';
import { ListingListEmpty } from '@/components/listing/listing-list-empty';
import { PropertyFilters } from './property-filters';
import { PromotedSlot, withoutSlotListings } from './promoted-slot';
import { propertyListJsonLd } from './property-list-json-ld';
import styles from '@/components/listing/listing-list.module.css';
import { PropertyResults } from './property-results';
import { PropertySortForm } from './property-sort-form';
import { ResultsCount } from './results-count';
import { useListView, withListView } from './use-list-view';
import { ViewToggle } from './view-toggle';

/** The list page's filters, normalised by the server (the list is prefetched under them). */
export type PropertyListScreenProps = Pick<PropertyListPageProps, 'filters'>;

/** /properties: filters, the matching listings (grid, list or map), and plain page links. */
export function PropertyListScreen({ filters }: PropertyListScreenProps) {
  const { t, dir } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const settings = useSiteSettings();
  const [view, viewHref] = useListView();
  const result = usePropertySearch(filters);
  const { data, isFetching, isPlaceholderData } = result;
  const categories = useCategories().data ?? [];
  const { page } = filters;
  const limit = propertyListPageSize;
  const total = data?.total ?? 0;
  const properties = data?.data ?? [];
  const promoted = data?.promoted_properties ?? [];
  const category = chosenCategory(filters, categories);
  const title = listTitle(
    filters,
    category ? nameOf(category) : null,
    t,
    dir === 'rtl' ? isolateText : undefined,
  );
  const path = propertyListPath(filters);
  const hasFilters = activeFilterCount(filters) > 0;

  return (
    <PageShell
      title={page > 1 ? t('property_list.meta.title_page', { title, page }) : title}
      description={t('property_list.meta.description', { title, name: settings.company_name })}
      canonicalPath={path}
      jsonLd={propertyListJsonLd({
        siteUrl: settings.site_url,
        name: title,
        path,
        properties,
        total,
        firstPosition: listPage(page, limit).offset + 1,
      })}
    >
      <div className={`container ${styles.page}`}>
        <header className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {data ? <ResultsCount total={total} isCapped={data.total_is_capped === true} /> : null}
        </header>
        <div className={styles.layout}>
          <PropertyFilters filters={filters} view={view} />
          <section
            className={styles.results}
            aria-label={t('property_list.results_label')}
            aria-busy={isFetching && isPlaceholderData ? true : undefined}
          >
            <div className={toolbarStyles.toolbar}>
              <PropertySortForm filters={filters} view={view} />
              <ViewToggle view={view} hrefFor={viewHref} />
            </div>
            <PagedList
              result={result}
              failedText={t('property_list.load_failed')}
              statusClassName={styles.status}
              pageSize={limit}
              isEmpty={(found) => found.data.length === 0}
              empty={
                <ListingListEmpty
                  title={t('property_list.empty.title')}
                  text={t(
                    hasFilters ? 'property_list.empty.text_filtered' : 'property_list.empty.text',
                  )}
                  clear={
                    hasFilters
                      ? {
                          href: propertyListPath(clearedFilters(filters)),
                          text: t('property_list.filters.clear'),
                        }
                      : null
                  }
                />
              }
              pages={{
                page,
                hrefFor: (at) => withListView(propertyListPath(filters, at), view),
                label: t('property_list.pagination_label'),
              }}
            >
              {() =>
                view === 'map' ? (
                  <MapResults properties={properties} />
                ) : (
                  <>
                    <PromotedSlot properties={promoted} />
                    <PropertyResults
                      properties={withoutSlotListings(properties, promoted)}
                      layout={view}
                    />
                  </>
                )
              }
            </PagedList>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
