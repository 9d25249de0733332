import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/owner-listings.module.css';
import { numberFormat } from '@/utils/intl-formatters';

/** One count of a listing's stats: its label's translation key and the number. */
type Stat = readonly [label: string, value: number];

/** A listing's counts for its owner, as a list of label and number. */
function OwnerStats({ stats }: { stats: readonly Stat[] }) {
  const { t, locale } = useSiteText();
  const number = numberFormat(locale);
  return (
    <dl className={styles.stats} aria-label={t('owner_listings.stats_label')}>
      {stats.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{t(label)}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Views, likes and interested users of a property. */
export function ListingStats({ listing }: { listing: OwnerListingDto }) {
  return (
    <OwnerStats
      stats={[
        ['owner_listings.stats.views', listing.total_views],
        ['owner_listings.stats.likes', listing.total_likes],
        ['owner_listings.stats.interested', listing.total_interested],
      ]}
    />
  );
}

/** Favourites and enquiries of a project. */
export function ProjectStats({ project }: { project: OwnerProjectDto }) {
  return (
    <OwnerStats
      stats={[
        ['owner_projects.stats.favourites', project.total_favourites],
        ['owner_projects.stats.enquiries', project.total_enquiries],
      ]}
    />
  );
}
