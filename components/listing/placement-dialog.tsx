import { useState } from 'react';
import type { AdvertisementType } from '@/contracts/dto/advertisement-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { ActionDialog } from '@/components/ui/action-dialog';
import { SegmentedControl } from '@/components/ui/segmented-control';

export interface PlacementDialogProps {
  isOpen: boolean;
  title: string;
  isBusy: boolean;
  onFeature: (type: AdvertisementType) => void;
  onCancel: () => void;
}

/** Where a featured listing shows: the home page's slider, or first in the lists. */
export function PlacementDialog({
  isOpen,
  title,
  isBusy,
  onFeature,
  onCancel,
}: PlacementDialogProps) {
  const { t } = useSiteText();
  const [type, setType] = useState<AdvertisementType>('slider');
  return (
    <ActionDialog
      isOpen={isOpen}
      title={t('advertisements.feature.title')}
      actionLabel={t('advertisements.feature.confirm')}
      onAction={() => onFeature(type)}
      isBusy={isBusy}
      onCancel={onCancel}
    >
      <p>{t('advertisements.feature.text', { title })}</p>
      <SegmentedControl
        name="advertisement-type"
        legend={t('advertisements.feature.placement')}
        options={[
          { value: 'slider', label: t('advertisements.type.slider') },
          { value: 'list', label: t('advertisements.type.list') },
        ]}
        value={type}
        onChange={setType}
      />
      <p>{t(`advertisements.feature.hint.${type}`)}</p>
    </ActionDialog>
  );
}
