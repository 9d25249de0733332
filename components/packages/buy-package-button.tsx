import type { PackageDto } from '@/contracts/dto/package-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';

export interface BuyPackageButtonProps {
  item: PackageDto;
}

/**
 * The slot where a paid package is bought. The payments module (get_payment_settings,
 * create-payment-intent and the gateways) replaces this body; until it does, no gateway is
 * wired and the button says so (spec §8: payments need an enabled payment method).
 */
export function BuyPackageButton({ item }: BuyPackageButtonProps) {
  const { t } = useSiteText();
  return (
    <Button
      variant="primary"
      disabled
      isFullWidth
      aria-label={t('packages.buy_named', { name: item.name })}
      title={t('packages.payments_not_configured')}
    >
      {t('packages.payments_not_configured')}
    </Button>
  );
}
