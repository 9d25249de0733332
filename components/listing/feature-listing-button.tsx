import { useState } from 'react';
import { useStoreAdvertisement } from '@/api/advertisements/store-advertisement';
import type { AdvertisementTarget } from '@/contracts/dto/advertisement-dto';
import { usePackageGate } from '@/hooks/use-package-gate';
import { useSiteText } from '@/components/layout/use-site-text';
import { PackageLimitDialog } from './package-limit-dialog';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { notify } from '@/utils/notify';
import { PlacementDialog } from './placement-dialog';

export interface FeatureListingButtonProps {
  featureFor: AdvertisementTarget;
  listing: { id: number; title: string };
  className?: string;
}

/**
 * "Feature" on one of the owner's listings: checks the package's feature limit first (the
 * "Opps" dialog when there is no room), then asks where it should show (slider or list) and
 * stores the advertisement, pending the admin's approval unless approved at once.
 */
export function FeatureListingButton({
  featureFor,
  listing,
  className,
}: FeatureListingButtonProps) {
  const { t } = useSiteText();
  const gate = usePackageGate();
  const store = useStoreAdvertisement();
  const [isChoosing, setIsChoosing] = useState(false);
  const feature = featureFor === 'property' ? 'property_feature' : 'project_feature';

  const start = () =>
    gate
      .guard(feature, () => setIsChoosing(true))
      .catch((error: unknown) => void notify('error', apiErrorText(error, t)));

  const submit = (type: 'slider' | 'list') =>
    store.mutate(
      { featureFor, listingId: listing.id, type },
      {
        onSuccess: (advertisement) => {
          setIsChoosing(false);
          void notify('success', t(`advertisements.done.${advertisement.status}`));
        },
        onError: (error) => {
          setIsChoosing(false);
          if (!gate.refuseFromError(feature, error)) {
            void notify('error', apiErrorText(error, t));
          }
        },
      },
    );

  return (
    <>
      <Button
        variant="secondary"
        className={className}
        isBusy={gate.isChecking}
        onClick={() => void start()}
        aria-label={t('advertisements.feature.named', { title: listing.title })}
      >
        {t('advertisements.feature.action')}
      </Button>
      <PlacementDialog
        isOpen={isChoosing}
        title={listing.title}
        isBusy={store.isPending}
        onFeature={submit}
        onCancel={() => setIsChoosing(false)}
      />
      <PackageLimitDialog refusal={gate.refusal} onClose={gate.dismiss} />
    </>
  );
}
