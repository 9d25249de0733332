import Link from 'next/link';
import { ChevronEndIcon, ChevronStartIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page: plain links, so every page can be crawled and opened without scripts. */
  hrefFor: (page: number) => string;
  label: string;
}

/** Page numbers around the current one, with the first and last: [1, null, 4, 5, 6, null, 20]. */
export function pageWindow(page: number, pageCount: number, spread = 1): (number | null)[] {
  const pages = new Set([1, pageCount]);
  for (let at = page - spread; at <= page + spread; at += 1) {
    if (at >= 1 && at <= pageCount) pages.add(at);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((at, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && at - previous > 2) items.push(null);
    else if (previous !== undefined && at - previous === 2) items.push(at - 1);
    items.push(at);
  });
  return items;
}

/** Previous / numbered / next page links (rel prev and next); nothing for a single page. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  const { t } = useSiteText();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={styles.step} prefetch={false}>
          <ChevronStartIcon size={18} className="flip-rtl" />
          {t('pagination.previous')}
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageWindow(page, pageCount).map((at, index) =>
          at === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={at}>
              <Link
                href={hrefFor(at)}
                className={styles.page}
                aria-current={at === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: at })}
                prefetch={false}
              >
                {at}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} rel="next" className={styles.step} prefetch={false}>
          {t('pagination.next')}
          <ChevronEndIcon size={18} className="flip-rtl" />
        </Link>
      ) : null}
    </nav>
  );
}
