import { useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PackageCheckout } from './package-checkout';

export interface PackagePaymentButtonProps {
  packageId: number;
  packageName: string;
  /** Decimal text, as the package list sends it. */
  price: string;
}

/** "Buy": opens the checkout (choose a payment method, then pay) in a dialog. */
export function PackagePaymentButton({ packageId, packageName, price }: PackagePaymentButtonProps) {
  const { t } = useSiteText();
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <Button
        variant="primary"
        isFullWidth
        onClick={() => setIsOpen(true)}
        aria-label={t('payments.buy_named', { name: packageName })}
      >
        {t('payments.buy')}
      </Button>
      <Modal
        isOpen={isOpen}
        onClose={close}
        title={t('payments.checkout_title', { name: packageName })}
      >
        <PackageCheckout packageId={packageId} price={price} onCancel={close} />
      </Modal>
    </>
  );
}
