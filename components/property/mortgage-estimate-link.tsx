import Link from 'next/link';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import styles from '@/components/listing/listing-detail.module.css';

/** The share of the price a buyer is assumed to pay down in the estimate (20 %). */
const downPaymentShare = 0.2;

/** The calculator's inputs for buying this listing: its price, a 20 % down payment. */
export function mortgageEstimateQuery(price: string): Record<string, string> | null {
  const amount = Number(price);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return {
    loan_amount: price,
    down_payment: String(Math.round(amount * downPaymentShare)),
  };
}

/** For a listing for sale: the mortgage calculator, filled in with its price. */
export function MortgageEstimateLink({ property }: { property: PropertyDetailDto }) {
  const { t } = useSiteText();
  const query = mortgageEstimateQuery(property.price);
  if (property.property_type !== 'sell' || !query || !hasPage(paths.mortgageCalculator())) {
    return null;
  }
  return (
    <Link className={styles.estimate} href={paths.mortgageCalculator(query)} prefetch={false}>
      {t('property.detail.mortgage_estimate')}
    </Link>
  );
}
