import { createContext, useContext } from 'react';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { defaultMapTiles } from '@/contracts/map-tiles';

/** A neutral house on a soft background, for listings without a photo and sites without one. */
export const placeholderImage =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#e2e8f0"/>' +
      '<path d="M200 92 130 150h18v62h34v-40h36v40h34v-62h18z" fill="#94a3b8"/>' +
      '</svg>',
  );

/** What pages show when no settings are loaded (static 404/500 pages, a failed settings call). */
export const fallbackSettings: WebSettingsDto = {
  site_url: '',
  company_name: 'Hearth',
  company_email: '',
  company_tel: '',
  company_address: '',
  about_us: '',
  currency_symbol: '$',
  selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
  number_with_suffix: true,
  svg_clr: '#0f766e',
  web_logo: '',
  web_footer_logo: '',
  web_placeholder_logo: placeholderImage,
  appstore_id: '',
  playstore_id: '',
  stripe_publishable_key: null,
  paystack_public_key: null,
  google_maps_api_key: null,
  map_tile_url: defaultMapTiles.url,
  map_tile_attribution: defaultMapTiles.attribution,
  verification_required_for_user: false,
  verification_status: null,
  default_language: 'en',
  demo_mode: false,
  services: {
    maps: false,
    google_sign_in: false,
    push_notifications: false,
    payments: false,
    sms: false,
    email: false,
  },
  social_links: { facebook: '', instagram: '', twitter: '', youtube: '' },
};

/** Fills the gaps of loaded settings that would leave the page without a name or an image. */
export function withSettingsFallbacks(settings: WebSettingsDto | null): WebSettingsDto {
  if (!settings) return fallbackSettings;
  return {
    ...settings,
    site_url: settings.site_url.replace(/\/+$/, ''),
    company_name: settings.company_name || fallbackSettings.company_name,
    web_placeholder_logo: settings.web_placeholder_logo || placeholderImage,
    currency_symbol: settings.currency_symbol || settings.selected_currency_data.symbol,
    // Answers of a server from before the open map carry no tiles.
    map_tile_url: settings.map_tile_url || defaultMapTiles.url,
    map_tile_attribution: settings.map_tile_attribution || defaultMapTiles.attribution,
  };
}

/**
 * The site's settings as the page's components read them, provided once per page by
 * SiteSettingsProvider (components/layout/site-settings-provider.tsx) from React Query. One
 * query observer for the whole page: a list of cards (each with its price, placeholder and icon
 * colours) would otherwise subscribe to the same query dozens of times per server render.
 */
export const SiteSettingsContext = createContext<WebSettingsDto | null>(null);

/** The site's settings: the provider's, else defaults (static error pages render without it). */
export function useSiteSettings(): WebSettingsDto {
  return useContext(SiteSettingsContext) ?? fallbackSettings;
}
