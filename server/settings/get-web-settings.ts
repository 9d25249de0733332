import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import type { Database } from '../db/database';
import { getEnv } from '../env';
import type { Viewer } from '../core/route';
import { enabledGateways, loadPaymentConfig } from '../payments/payment-config';
import { mediaUrl } from '../storage/media-url';
import { isDemoMode } from './is-demo-mode';
import { readVerificationStatus } from './settings-repository';
import { loadSiteSettings } from './site-settings';

const viewerStatuses = ['pending', 'success', 'failed'] as const;
type ViewerStatus = (typeof viewerStatuses)[number];

/** `web-settings`: branding, currency, switches and which outside services are configured. */
export async function getWebSettings(db: Database, viewer: Viewer | null): Promise<WebSettingsDto> {
  const env = getEnv();
  const site = await loadSiteSettings(db);
  const payments = await loadPaymentConfig(db);
  const status = viewer ? await readVerificationStatus(db, viewer.userId) : null;
  // The admin's browser key (admin/settings), else GOOGLE_MAPS_API_KEY.
  const mapsKey = site.googleMapsApiKey ?? env.googleMapsApiKey;
  const firebaseConfigured = Boolean(env.firebase.apiKey && env.firebase.projectId);
  return {
    site_url: env.publicSiteUrl,
    company_name: site.company.name,
    company_email: site.company.email,
    company_tel: site.company.tel,
    company_address: site.company.address,
    about_us: site.aboutUs,
    currency_symbol: site.currency.symbol,
    selected_currency_data: site.currency,
    number_with_suffix: site.numberWithSuffix,
    svg_clr: site.brand.svgColour,
    web_logo: mediaUrl(site.brand.webLogo) ?? '',
    web_footer_logo: mediaUrl(site.brand.footerLogo) ?? '',
    web_placeholder_logo: mediaUrl(site.brand.placeholderLogo) ?? '',
    appstore_id: site.apps.appstoreId,
    playstore_id: site.apps.playstoreId,
    stripe_publishable_key: payments.stripe.isEnabled ? payments.stripe.publishableKey : null,
    paystack_public_key: payments.paystack.isEnabled ? payments.paystack.publicKey : null,
    google_maps_api_key: mapsKey,
    map_tile_url: env.mapTiles.url,
    map_tile_attribution: env.mapTiles.attribution,
    verification_required_for_user: site.verificationRequiredForUser,
    verification_status: viewerStatuses.includes(status as ViewerStatus)
      ? (status as ViewerStatus)
      : null,
    default_language: site.defaultLanguage,
    demo_mode: await isDemoMode(db),
    services: {
      maps: Boolean(mapsKey),
      google_sign_in: firebaseConfigured,
      // The browser's token needs the web config; sending needs the FCM service account.
      push_notifications:
        firebaseConfigured &&
        Boolean(env.firebase.vapidKey && env.firebase.messagingSenderId) &&
        Boolean(env.fcm.serviceAccountJson ?? env.fcm.serviceAccountFile),
      payments: enabledGateways(payments).length > 0,
      sms: Boolean(env.sms.twilioAccountSid && env.sms.twilioAuthToken && env.sms.from),
      email: Boolean(env.smtp.host),
    },
    social_links: site.socialLinks,
  };
}
