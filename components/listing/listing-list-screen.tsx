import type { ReactNode } from 'react';
import { PageShell, type JsonLd } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList, type PagedResult } from '@/components/ui/paged-list';
import { ListingListEmpty } from './listing-list-empty';
import styles from './listing-list.module.css';

/** A page of a listing kind's public list: its listings and how many match in all. */
export interface ListingListPage {
  data: readonly unknown[];
  total: number;
}

export interface ListingListScreenProps<P extends ListingListPage> {
  /**
   * The kind's list texts' namespace ('property_list', 'project_list'): its `.meta.title_page`,
   * `.meta.description`, `.results_label`, `.load_failed`, `.empty.title`, `.empty.text`,
   * `.empty.text_filtered`, `.filters.clear` and `.pagination_label`.
   */
  textNamespace: string;
  /** The page's heading (and head title), and its list's address under the filters. */
  title: string;
  canonicalPath: string;
  jsonLd?: JsonLd;
  /** The list's query (prefetched on the server) and whether it is showing the last page's data. */
  result: PagedResult<P> & { isFetching: boolean; isPlaceholderData: boolean };
  /** The page shown (from 1), its size and the address of another page. */
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  /** The count beside the heading, once the list is loaded. */
  count: (found: P) => ReactNode;
  /** The filters beside the results. */
  filters: ReactNode;
  /** Above the results (sorting, the view). */
  toolbar?: ReactNode;
  /** The whole list's address when filters are set (offered when nothing matches), else null. */
  clearHref: string | null;
  /** The listings of a loaded, non-empty page. */
  children: () => ReactNode;
}

/**
 * The public list of any listing kind: heading and count, filters, results, the empty state and
 * page links.
 */
export function ListingListScreen<P extends ListingListPage>(props: ListingListScreenProps<P>) {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const { textNamespace: ns, title, result, page, clearHref } = props;
  const { data, isFetching, isPlaceholderData } = result;

  return (
    <PageShell
      title={page > 1 ? t(`${ns}.meta.title_page`, { title, page }) : title}
      description={t(`${ns}.meta.description`, { title, name: settings.company_name })}
      canonicalPath={props.canonicalPath}
      jsonLd={props.jsonLd}
    >
      <div className={`container ${styles.page}`}>
        <header className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {data ? props.count(data) : null}
        </header>
        <div className={styles.layout}>
          {props.filters}
          <section
            className={styles.results}
            aria-label={t(`${ns}.results_label`)}
            aria-busy={isFetching && isPlaceholderData ? true : undefined}
          >
            {props.toolbar}
            <PagedList
              result={result}
              failedText={t(`${ns}.load_failed`)}
              statusClassName={styles.status}
              pageSize={props.pageSize}
              isEmpty={(found) => found.data.length === 0}
              empty={
                <ListingListEmpty
                  title={t(`${ns}.empty.title`)}
                  text={t(clearHref === null ? `${ns}.empty.text` : `${ns}.empty.text_filtered`)}
                  clear={
                    clearHref === null ? null : { href: clearHref, text: t(`${ns}.filters.clear`) }
                  }
                />
              }
              pages={{ page, hrefFor: props.hrefFor, label: t(`${ns}.pagination_label`) }}
            >
              {props.children}
            </PagedList>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
