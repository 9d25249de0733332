import { useState } from 'react';
import { notify } from '@/utils/notify';
import { useChangePropertyStatus } from '@/api/owner-listings/change-property-status';
import { useDeleteProperty } from '@/api/owner-listings/delete-property';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { OwnerStatusChange } from '@/contracts/dto/owner-listing-status';
import { FeatureListingButton } from '@/components/listing/feature-listing-button';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { paths } from '@/utils/paths';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import styles from '@/components/listing/owner-listings.module.css';
import { OwnerActionGroup } from './owner-action-group';
import { isEditable, needsConfirmation, statusActionsFor } from './status-actions-for';

type Confirmable = 'sold' | 'rented' | 'delete';

/** Only a public listing still on the market can be featured (store_advertisement's rule). */
function canFeature(listing: OwnerListingDto): boolean {
  return listing.is_public && listing.status === 'available';
}

export interface OwnerListingActionsProps {
  listing: OwnerListingDto;
  /** After a successful delete (the detail page goes back to the list). */
  onDeleted?: () => void;
}

/**
 * Edit, switch on/off, mark sold or rented (confirmed first: it is final), feature (a public,
 * available listing) and delete (confirmed first). Only the changes the server allows for the listing's state are offered.
 */
export function OwnerListingActions({ listing, onDeleted }: OwnerListingActionsProps) {
  const { t } = useSiteText();
  const changeStatus = useChangePropertyStatus();
  const deleteListing = useDeleteProperty();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);

  const runChange = (status: OwnerStatusChange) =>
    changeStatus.mutate(
      { propertyId: listing.id, status },
      {
        onSuccess: () => void notify('success', t(`owner_listings.done.${status}`)),
        onError: (error) => void notify('error', apiErrorText(error, t)),
        onSettled: () => setConfirming(null),
      },
    );

  const runDelete = () =>
    deleteListing.mutate(listing.id, {
      onSuccess: () => {
        void notify('success', t('owner_listings.done.deleted'));
        setConfirming(null);
        onDeleted?.();
      },
      onError: (error) => {
        void notify('error', apiErrorText(error, t));
        setConfirming(null);
      },
    });

  const ask = (change: OwnerStatusChange) => {
    if (needsConfirmation(change)) setConfirming(change === 'sold' ? 'sold' : 'rented');
    else runChange(change);
  };

  const isBusy = changeStatus.isPending || deleteListing.isPending;
  return (
    <OwnerActionGroup
      title={listing.title}
      editHref={isEditable(listing) ? paths.editProperty(listing.slug_id) : null}
      isBusy={isBusy}
      onDelete={() => setConfirming('delete')}
      dialog={
        <ConfirmDialog
          isOpen={confirming !== null}
          title={confirming ? t(`owner_listings.confirm.${confirming}.title`) : ''}
          text={
            confirming
              ? t(`owner_listings.confirm.${confirming}.text`, { title: listing.title })
              : ''
          }
          confirmLabel={confirming ? t(`owner_listings.confirm.${confirming}.button`) : ''}
          isDanger={confirming === 'delete'}
          isBusy={isBusy}
          onConfirm={() =>
            confirming === 'delete' ? runDelete() : confirming && runChange(confirming)
          }
          onCancel={() => setConfirming(null)}
        />
      }
    >
      {statusActionsFor(listing).map((change) => (
        <Button
          key={change}
          variant="secondary"
          className={styles.action}
          disabled={isBusy}
          isBusy={changeStatus.isPending && changeStatus.variables?.status === change}
          onClick={() => ask(change)}
        >
          {t(`owner_listings.action.${change}`)}
        </Button>
      ))}
      {canFeature(listing) ? (
        <FeatureListingButton featureFor="property" listing={listing} className={styles.action} />
      ) : null}
    </OwnerActionGroup>
  );
}
