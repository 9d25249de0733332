import type { LanguageDto, LanguageFileDto } from '@/contracts/dto/language-dto';
import type { SessionDto, SessionUserDto } from '@/contracts/dto/session-dto';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { fixture } from './fixture';

/** Plain DTO values for client tests (store, API client, hooks). */
export const aSessionUser = fixture<SessionUserDto>(() => ({
  id: 7,
  name: 'Amina Rahman',
  email: 'amina@example.test',
  mobile: '+15550100',
  profile: null,
  address: '1 Harbour Road',
  city: 'Lisbon',
  state: 'Lisboa',
  country: 'Portugal',
  role: 'user',
  is_verified_agent: false,
}));

export function aSession(overrides: Partial<SessionDto> = {}): SessionDto {
  return { token: 'token-abc', user: aSessionUser(), ...overrides };
}

export const someWebSettings = fixture<WebSettingsDto>(() => ({
  site_url: 'http://hearth.test',
  company_name: 'Hearth',
  company_email: 'hello@hearth.test',
  company_tel: '+15550199',
  company_address: '2 Market Street',
  about_us: 'A marketplace for homes.',
  currency_symbol: '$',
  selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
  number_with_suffix: true,
  svg_clr: '#087c7c',
  web_logo: '/logo.svg',
  web_footer_logo: '/logo-footer.svg',
  web_placeholder_logo: '/placeholder.svg',
  appstore_id: '',
  playstore_id: '',
  stripe_publishable_key: null,
  paystack_public_key: null,
  google_maps_api_key: null,
  map_tile_url: 'http://tiles.hearth.test/{z}/{x}/{y}.png',
  map_tile_attribution: '&copy; Test tiles',
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
}));

export const english: LanguageDto = {
  code: 'en',
  name: 'English',
  name_in_english: 'English',
  rtl: false,
  is_default: true,
};

export const arabic: LanguageDto = {
  code: 'ar',
  name: 'العربية',
  name_in_english: 'Arabic',
  rtl: true,
  is_default: false,
};

export function aLanguageFile(
  language: LanguageDto = english,
  translations: Record<string, string> = {},
): LanguageFileDto {
  return { ...language, translations };
}
