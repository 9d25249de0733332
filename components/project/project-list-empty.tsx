import Link from 'next/link';
import { SearchIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/listing-list-empty.module.css';
import { paths } from '@/utils/paths';

/** No project matches: say so and, when filters are set, offer the whole list. */
export function ProjectListEmpty({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useSiteText();
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <SearchIcon size={28} />
      </span>
      <h2 className={styles.title}>{t('project_list.empty.title')}</h2>
      <p className={styles.text}>
        {isFiltered ? t('project_list.empty.text_filtered') : t('project_list.empty.text')}
      </p>
      {isFiltered ? (
        <Link href={paths.projects()} className="button button-primary" prefetch={false}>
          {t('project_list.filters.clear')}
        </Link>
      ) : null}
    </div>
  );
}
