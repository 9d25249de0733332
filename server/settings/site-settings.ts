import type { Database } from '../db/database';
import { readSiteSettings } from './settings-repository';

/** The site settings the admin manages, with safe defaults for anything not stored yet. */
export interface SiteSettings {
  company: { name: string; email: string; tel: string; address: string };
  aboutUs: string;
  /** The privacy policy and the terms and conditions: admin HTML or plain text. */
  privacyPolicy: string;
  termsConditions: string;
  currency: { code: string; symbol: string; name: string };
  numberWithSuffix: boolean;
  brand: {
    svgColour: string;
    webLogo: string | null;
    footerLogo: string | null;
    placeholderLogo: string | null;
  };
  apps: { appstoreId: string; playstoreId: string };
  verificationRequiredForUser: boolean;
  autoApproveVerifiedAgents: boolean;
  defaultLanguage: string;
  socialLinks: { facebook: string; instagram: string; twitter: string; youtube: string };
  demoMode: boolean;
  /** The browser's Google Maps key the admin set (`google_maps_api_key`), or null. */
  googleMapsApiKey: string | null;
  /**
   * The admin's payment gateway keys (`payment_gateways`), as stored; they override the
   * environment's key by key (server/payments/payment-config.ts). Never sent to the browser.
   */
  paymentGateways: unknown;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asString = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
const asNullableString = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const asBoolean = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

export function toSiteSettings(stored: Map<string, unknown>): SiteSettings {
  const company = asObject(stored.get('company'));
  const currency = asObject(stored.get('currency'));
  const brand = asObject(stored.get('brand'));
  const apps = asObject(stored.get('apps'));
  const social = asObject(stored.get('social_links'));
  return {
    company: {
      name: asString(company.name, 'Hearth'),
      email: asString(company.email),
      tel: asString(company.tel),
      address: asString(company.address),
    },
    aboutUs: asString(stored.get('about_us')),
    privacyPolicy: asString(stored.get('privacy_policy')),
    termsConditions: asString(stored.get('terms_conditions')),
    currency: {
      code: asString(currency.code, 'USD'),
      symbol: asString(currency.symbol, '$'),
      name: asString(currency.name, 'US Dollar'),
    },
    numberWithSuffix: asBoolean(stored.get('number_with_suffix'), false),
    brand: {
      svgColour: asString(brand.svg_clr, '#0f766e'),
      webLogo: asNullableString(brand.web_logo),
      footerLogo: asNullableString(brand.web_footer_logo),
      placeholderLogo: asNullableString(brand.web_placeholder_logo),
    },
    apps: { appstoreId: asString(apps.appstore_id), playstoreId: asString(apps.playstore_id) },
    verificationRequiredForUser: asBoolean(stored.get('verification_required_for_user'), false),
    autoApproveVerifiedAgents: asBoolean(stored.get('auto_approve_verified_agents'), false),
    defaultLanguage: asString(stored.get('default_language'), 'en'),
    socialLinks: {
      facebook: asString(social.facebook),
      instagram: asString(social.instagram),
      twitter: asString(social.twitter),
      youtube: asString(social.youtube),
    },
    demoMode: asBoolean(stored.get('demo_mode'), false),
    googleMapsApiKey: asNullableString(stored.get('google_maps_api_key')),
    paymentGateways: stored.get('payment_gateways') ?? null,
  };
}

const cacheMs = 10_000;
const cache = new WeakMap<Database, { at: number; settings: Promise<SiteSettings> }>();

/** Site settings, kept for a few seconds per process (every page render reads them). */
export function loadSiteSettings(db: Database): Promise<SiteSettings> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < cacheMs) return cached.settings;
  const settings = readSiteSettings(db).then(toSiteSettings);
  cache.set(db, { at: Date.now(), settings });
  settings.catch(() => cache.delete(db));
  return settings;
}

export function forgetSiteSettings(db: Database): void {
  cache.delete(db);
}
