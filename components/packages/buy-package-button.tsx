import type { PackageDto } from '@/contracts/dto/package-dto';
import { PackagePaymentButton } from './package-payment-button';

export interface BuyPackageButtonProps {
  item: PackageDto;
}

/**
 * Buying a paid package: the payments module's checkout (choose an enabled gateway, then pay;
 * "No payment method is enabled. Please contact the admin." when none is).
 */
export function BuyPackageButton({ item }: BuyPackageButtonProps) {
  return <PackagePaymentButton packageId={item.id} packageName={item.name} price={item.price} />;
}
