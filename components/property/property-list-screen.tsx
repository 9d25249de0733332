import { useCategories } from '@/api/catalogue/get-categories';
import { usePropertySearch } from '@/api/properties/search-properties';
import type { PropertyListPageProps } from '@/contracts/property-page-props';
import { propertyListPageSize } from '@/contracts/property-list-options';
import { activeFilterCount, clearedFilters } from '@/contracts/property-list-filters';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { listPage } from '@/hooks/use-list-page';
import { isolateText } from '@/utils/language-direction';
import { chosenCategory } from '@/contracts/category-tile';
import { propertyListPath } from '@/components/listing/list-filters';
import { ListingListScreen } from '@/components/listing/listing-list-screen';
import { listTitle } from './list-title';
import toolbarStyles from './list-toolbar.module.css';
import { MapResults } from './map-results';
import { PropertyFilters } from './property-filters';
import { PromotedSlot, withoutSlotListings } from './promoted-slot';
import { propertyListJsonLd } from './property-list-json-ld';
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
  const { data } = result;
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

  return (
    <ListingListScreen
      textNamespace="property_list"
      title={title}
      canonicalPath={path}
      jsonLd={propertyListJsonLd({
        siteUrl: settings.site_url,
        name: title,
        path,
        properties,
        total,
        firstPosition: listPage(page, limit).offset + 1,
      })}
      result={result}
      page={page}
      pageSize={limit}
      hrefFor={(at) => withListView(propertyListPath(filters, at), view)}
      count={(found) => (
        <ResultsCount total={found.total} isCapped={found.total_is_capped === true} />
      )}
      filters={<PropertyFilters filters={filters} view={view} />}
      toolbar={
        <div className={toolbarStyles.toolbar}>
          <PropertySortForm filters={filters} view={view} />
          <ViewToggle view={view} hrefFor={viewHref} />
        </div>
      }
      clearHref={activeFilterCount(filters) > 0 ? propertyListPath(clearedFilters(filters)) : null}
    >
      {() =>
        view === 'map' ? (
          <MapResults properties={properties} />
        ) : (
          <>
            <PromotedSlot properties={promoted} />
            <PropertyResults properties={withoutSlotListings(properties, promoted)} layout={view} />
          </>
        )
      }
    </ListingListScreen>
  );
}
