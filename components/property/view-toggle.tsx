import Link from 'next/link';
import type { ReactNode } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './list-toolbar.module.css';
import { listViews, type ListView } from './use-list-view';

const icons: Record<ListView, ReactNode> = {
  grid: <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />,
  list: <path d="M4 5h4v4H4zM4 15h4v4H4zM11 7h9M11 17h9" />,
  map: <path d="m3 6 6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14" />,
};

export interface ViewToggleProps {
  view: ListView;
  /** The current page's URL in a view. */
  hrefFor: (view: ListView) => string;
}

/**
 * Grid, list or map: links that change only the URL's `view` parameter. With scripts they
 * switch in place (shallow routing: the results are already loaded); without, they load the
 * page in that view.
 */
export function ViewToggle({ view, hrefFor }: ViewToggleProps) {
  const { t } = useSiteText();
  return (
    <div className={styles.views} role="group" aria-label={t('property_list.view.label')}>
      {listViews.map((option) => (
        <Link
          key={option}
          href={hrefFor(option)}
          shallow
          replace
          scroll={false}
          prefetch={false}
          className={styles.viewButton}
          aria-current={view === option ? 'true' : undefined}
        >
          <svg
            width={18}
            height={18}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            {icons[option]}
          </svg>
          <span className="phone-sr-only">{t(`property_list.view.${option}`)}</span>
        </Link>
      ))}
    </div>
  );
}
