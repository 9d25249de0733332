import Link from 'next/link';
import { useRouter } from 'next/router';
import { isApiError } from '@/api/api-error';
import { useOwnerProperty } from '@/api/owner-listings/get-owner-property';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { ProtectedPage } from '@/components/layout/protected-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { usePriceText } from '@/components/listing/use-price-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { LoadStatus } from '@/components/ui/load-status';
import { InterestedUsersList } from './interested-users-list';
import { ListingStatusBadges } from '@/components/listing/listing-status-badges';
import { ListingThumb } from '@/components/listing/listing-thumb';
import { ListingStats } from './listing-stats';
import { OwnerListingActions } from './owner-listing-actions';
import { PendingChangesNote } from './pending-changes-note';
import styles from './owner-property.module.css';

function OwnerPropertyDetail({ listing }: { listing: OwnerListingDto }) {
  const { t } = useSiteText();
  const router = useRouter();
  const price = usePriceText()(listing.price, listing.rentduration);
  return (
    <>
      <Link href={paths.userProperties()} prefetch={false} className={styles.back}>
        {t('owner_listings.detail.back')}
      </Link>
      <article className={styles.layout}>
        <div className={styles.media}>
          <ListingThumb image={listing.title_image} />
        </div>
        <div className={styles.summary}>
          <h1 className={styles.title} dir="auto">
            {listing.title}
          </h1>
          <p className={styles.price}>
            {price.amount}
            {price.per ? <span className={styles.muted}> {price.per}</span> : null}
            <span className={styles.muted}>
              {' · '}
              <bdi>{listing.city}</bdi>
            </span>
          </p>
          <ListingStatusBadges listing={listing} pendingHint={t('owner_listings.hint.pending')} />
          {listing.pending_changes ? (
            <PendingChangesNote revision={listing.pending_changes} kind="property" />
          ) : null}
          <ListingStats listing={listing} />
          {listing.is_public ? (
            <Link href={paths.propertyDetail(listing.slug_id)} prefetch={false}>
              {t('owner_listings.action.view')}
            </Link>
          ) : (
            <p className={styles.muted}>{t('owner_listings.detail.not_public')}</p>
          )}
          <OwnerListingActions
            listing={listing}
            onDeleted={() => void router.push(paths.userProperties())}
          />
        </div>
        <section className={styles.section} aria-labelledby="interested-heading">
          <h2 id="interested-heading" className={styles.sectionTitle}>
            {t('owner_listings.detail.interested_title')}
          </h2>
          <InterestedUsersList slug={listing.slug_id} />
        </section>
      </article>
    </>
  );
}

function OwnerPropertyContent({ slug }: { slug: string }) {
  const { t } = useSiteText();
  const { data, error, refetch } = useOwnerProperty(slug);
  if (data) return <OwnerPropertyDetail listing={data} />;
  if (isApiError(error) && error.status === 404) {
    return (
      <ErrorPanel
        code="404"
        title={t('owner_listings.detail.not_found_title')}
        text={t('owner_listings.detail.not_found_text')}
        links={[
          { label: t('owner_listings.detail.back'), href: paths.userProperties(), primary: true },
        ]}
      />
    );
  }
  return (
    <LoadStatus
      isError={Boolean(error)}
      failedText={t('owner_listings.load_failed')}
      onRetry={refetch}
      className={styles.muted}
    />
  );
}

export interface OwnerPropertyScreenProps {
  slug: string;
}

/** /my-property/{slug}: the owner's view of one listing, its numbers and interested users. */
export function OwnerPropertyScreen({ slug }: OwnerPropertyScreenProps) {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('owner_listings.detail.page_title')}
      description={t('owner_listings.intro')}
      canonicalPath={paths.myProperty(slug)}
    >
      {() => (
        <div className={styles.page}>
          <OwnerPropertyContent slug={slug} />
        </div>
      )}
    </ProtectedPage>
  );
}
