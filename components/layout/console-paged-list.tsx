import type { ReactNode } from 'react';
import { PagedList, type CountedPage, type PagedResult } from '@/components/ui/paged-list';
import type { ListPage } from '@/hooks/use-list-page';
import { useSiteText } from './use-site-text';
import styles from './console.module.css';

export interface ConsolePagedListProps<P extends CountedPage> {
  /**
   * The namespace of its texts: `<texts>.load_failed`, `<texts>.empty`,
   * `<texts>.pagination_label` and the count, `<texts>.count.*`.
   */
  texts: string;
  result: PagedResult<P>;
  /** The page shown (from the address), and the address of another. */
  page: ListPage;
  hrefFor: (page: number) => string;
  children: (page: P) => ReactNode;
}

/** A console list paged by links: how many there are, the page's entries, then the pages. */
export function ConsolePagedList<P extends CountedPage>({
  texts,
  result,
  page,
  hrefFor,
  children,
}: ConsolePagedListProps<P>) {
  const { t, tCount } = useSiteText();
  return (
    <PagedList
      result={result}
      failedText={t(`${texts}.load_failed`)}
      statusClassName={styles.status}
      pageSize={page.limit}
      emptyText={t(`${texts}.empty`)}
      pages={{ page: page.page, hrefFor, label: t(`${texts}.pagination_label`) }}
      countText={(found) => tCount(`${texts}.count`, found.total)}
      countClassName={styles.count}
    >
      {children}
    </PagedList>
  );
}
