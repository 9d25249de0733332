import { useAssignPackage } from '@/api/packages/assign-package';
import type { PackageDto } from '@/contracts/dto/package-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { notify } from '@/utils/notify';

/** Activates a free package (assign_package) for its duration. */
export function ActivatePackageButton({ item }: { item: PackageDto }) {
  const { t } = useSiteText();
  const assign = useAssignPackage();
  const activate = () =>
    assign.mutate(item.id, {
      onSuccess: () => void notify('success', t('packages.activated', { name: item.name })),
      onError: (error) => void notify('error', apiErrorText(error, t)),
    });
  return (
    <Button
      variant="primary"
      isFullWidth
      isBusy={assign.isPending}
      onClick={activate}
      aria-label={t('packages.activate_named', { name: item.name })}
    >
      {t('packages.activate')}
    </Button>
  );
}
