import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { ArrowEndIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './home-section.module.css';

export interface HomeSectionProps {
  title: string;
  subtitle?: string;
  viewAllHref?: string;
  /** Extra controls next to the title (the slider's buttons). */
  actions?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A titled band of the home page with an optional "View all" link. */
export function HomeSection(props: HomeSectionProps) {
  const { title, subtitle, viewAllHref, actions, tone = 'plain', children } = props;
  const { t } = useSiteText();
  const headingId = useId();

  return (
    <section
      className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <div className={styles.head}>
          <div className={styles.titles}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions || viewAllHref ? (
            <div className={styles.actions}>
              {actions}
              {viewAllHref ? (
                <Link
                  href={viewAllHref}
                  prefetch={false}
                  className={styles.viewAll}
                  aria-label={t('home.view_all_of', { section: title })}
                >
                  {t('home.view_all')}
                  <ArrowEndIcon size={18} className="flip-rtl" />
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
