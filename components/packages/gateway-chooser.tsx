import { useId } from 'react';
import type { PaymentMethod } from '@/contracts/dto/payment-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './payments.module.css';

export interface GatewayChooserProps {
  gateways: readonly PaymentMethod[];
  chosen: PaymentMethod | null;
  onChoose: (gateway: PaymentMethod) => void;
  isDisabled?: boolean;
}

/** The enabled payment methods (the gateways, and bank transfer when offered) as radio buttons (one is chosen before paying). */
export function GatewayChooser({ gateways, chosen, onChoose, isDisabled }: GatewayChooserProps) {
  const { t } = useSiteText();
  const name = useId();
  return (
    <fieldset className={styles.gateways} disabled={isDisabled}>
      <legend>{t('payments.choose_method')}</legend>
      {gateways.map((gateway) => (
        <label key={gateway} className={styles.gateway}>
          <input
            type="radio"
            name={name}
            value={gateway}
            checked={chosen === gateway}
            onChange={() => onChoose(gateway)}
          />
          <span>{t(`payments.gateway.${gateway}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
