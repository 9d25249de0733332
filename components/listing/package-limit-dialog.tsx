import { useRouter } from 'next/router';
import type { PackageRefusal } from '@/hooks/use-package-gate';
import { useSiteText } from '@/components/layout/use-site-text';
import { ActionDialog } from '@/components/ui/action-dialog';
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
  const seePlans = () => {
    onClose();
    void router.push(paths.subscriptionPlan());
  };
  return (
    <ActionDialog
      isOpen={refusal !== null}
      title={t('packages.opps.title')}
      role="alertdialog"
      actionLabel={t('packages.opps.confirm')}
      onAction={seePlans}
      onCancel={onClose}
    >
      {refusal ? <p>{t(refusalMessageKey(refusal))}</p> : null}
    </ActionDialog>
  );
}
