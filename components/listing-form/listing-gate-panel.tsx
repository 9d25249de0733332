import Link from 'next/link';
import type { ListingGate } from '@/contracts/dto/listing-gate-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import styles from './listing-form.module.css';

const toneOf: Readonly<Record<ListingGate, 'warning' | 'error'>> = {
  profile_incomplete: 'warning',
  verification_pending: 'warning',
  verification_failed: 'error',
  verification_required: 'warning',
};

/**
 * Instead of the form, when the user may not list yet (spec §5, §8): the catalogue's sentence
 * for the gate, and the way on: to the profile page (incomplete profile) or the verification page.
 */
export function ListingGatePanel({ gate }: { gate: ListingGate }) {
  const { t } = useSiteText();
  return (
    <section className={styles.gate} data-tone={toneOf[gate]} role="alert">
      <h2 className={styles.gateTitle}>{t(`errors.${gate}`)}</h2>
      <p className={styles.intro}>{t(`listing_form.gate.${gate}`)}</p>
      <div className={styles.actions}>
        {gate === 'profile_incomplete' ? (
          <Link href={paths.profile()} className="button button-primary">
            {t('listing_form.gate.complete_profile')}
          </Link>
        ) : (
          <Link href={paths.agentVerification()} className="button button-primary">
            {t('listing_form.gate.open_verification')}
          </Link>
        )}
        <Link href={paths.dashboard()} className="button button-secondary">
          {t('listing_form.gate.dashboard')}
        </Link>
      </div>
    </section>
  );
}
