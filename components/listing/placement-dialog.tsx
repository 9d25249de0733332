import { useRef, useState } from 'react';
import type { AdvertisementType } from '@/contracts/dto/advertisement-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Modal } from '@/components/ui/modal';
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
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={isOpen}
      title={t('advertisements.feature.title')}
      onClose={onCancel}
      initialFocusRef={confirmRef}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="button button-primary"
            disabled={isBusy}
            aria-busy={isBusy || undefined}
            onClick={() => onFeature(type)}
          >
            {t('advertisements.feature.confirm')}
          </button>
        </>
      }
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
    </Modal>
  );
}
