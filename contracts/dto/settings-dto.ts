/** `web-settings`: what the client needs to render the marketplace. */
export interface CurrencyDto {
  code: string;
  symbol: string;
  name: string;
}

/** Which services outside this machine are configured; the UI says clearly what is off. */
export interface ServiceAvailabilityDto {
  /**
   * Google Maps (a key is set): maps, the location picker's reverse geocoding. Off, the maps
   * are the open map on `map_tile_url`, and places are chosen from the offline lists.
   */
  maps: boolean;
  google_sign_in: boolean;
  push_notifications: boolean;
  payments: boolean;
  sms: boolean;
  email: boolean;
}

export interface WebSettingsDto {
  /** Absolute origin of the site, for canonical URLs and Open Graph. */
  site_url: string;
  company_name: string;
  company_email: string;
  company_tel: string;
  company_address: string;
  about_us: string;
  currency_symbol: string;
  selected_currency_data: CurrencyDto;
  number_with_suffix: boolean;
  /** Brand colour (hex) used to tint SVG icons and accents. */
  svg_clr: string;
  web_logo: string;
  web_footer_logo: string;
  web_placeholder_logo: string;
  appstore_id: string;
  playstore_id: string;
  stripe_publishable_key: string | null;
  paystack_public_key: string | null;
  google_maps_api_key: string | null;
  /** The open map's tile URL template ({z}/{x}/{y}), used when Google Maps is off. */
  map_tile_url: string;
  /** The tile provider's credit (HTML), shown on the open map. */
  map_tile_attribution: string;
  verification_required_for_user: boolean;
  /** The signed-in viewer's agent verification status, null for visitors or never applied. */
  verification_status: 'pending' | 'success' | 'failed' | null;
  default_language: string;
  demo_mode: boolean;
  services: ServiceAvailabilityDto;
  social_links: { facebook: string; instagram: string; twitter: string; youtube: string };
}
