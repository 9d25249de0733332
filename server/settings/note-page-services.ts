import type { Database } from '../db/database';
import { getEnv } from '../env';
import { loadPaymentConfig } from '../payments/payment-config';
import { notePageServices } from '../security/page-services';
import { loadSiteSettings } from './site-settings';

/**
 * Notes which browser services the page policy allows, as web-settings offers them: the
 * admin's Maps key (else GOOGLE_MAPS_API_KEY) and Stripe with a publishable key (the
 * environment's, or one the admin enabled).
 * Run at start and on every site change (server/realtime/site-changes.ts), so a key saved in
 * the console changes the policy of every instance.
 */
export async function notePageServicesOf(db: Database): Promise<void> {
  const env = getEnv();
  const [site, payments] = await Promise.all([loadSiteSettings(db), loadPaymentConfig(db)]);
  notePageServices({
    maps: Boolean(site.googleMapsApiKey ?? env.googleMapsApiKey),
    stripe:
      Boolean(env.stripe.publishableKey) ||
      (payments.stripe.isEnabled && Boolean(payments.stripe.publishableKey)),
  });
}
