import { useRouter } from 'next/router';
import { useRef } from 'react';
import type { PackageRefusal } from '@/hooks/use-package-gate';
import { useSiteText } from '@/components/layout/use-site-text';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/utils/paths';

export interface PackageLimitDialogProps {
  refusal: PackageRefusal | null;
  onClose: () => void;
}

/** The sentence of a refusal: "Package Not Available", or the feature's ("Property List Limit"). */
export function refusalMessageKey(refusal: PackageRefusal): string {
  return refusal.hasPackage ? `packages.limit.${refusal.feature}` : 'packages.limit.no_package';
}

/**
 * The "Opps" dialog (spec §8): an action a package gates cannot go ahead. It says why, per
 * feature; its confirm button goes to the packages (/subscription-plan).
 */
export function PackageLimitDialog({ refusal, onClose }: PackageLimitDialogProps) {
  const { t } = useSiteText();
  const router = useRouter();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const seePlans = () => {
    onClose();
    void router.push(paths.subscriptionPlan());
  };
  return (
    <Modal
      isOpen={refusal !== null}
      title={t('packages.opps.title')}
      onClose={onClose}
      role="alertdialog"
      initialFocusRef={confirmRef}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="button button-primary"
            onClick={seePlans}
          >
            {t('packages.opps.confirm')}
          </button>
        </>
      }
    >
      {refusal ? <p>{t(refusalMessageKey(refusal))}</p> : null}
    </Modal>
  );
}
