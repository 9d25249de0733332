import type { LanguageDto, LanguageFileDto } from '@/contracts/dto/language-dto';
import type { SessionDto, SessionUserDto } from '@/contracts/dto/session-dto';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { fallbackSettings } from '@/components/layout/use-site-settings';
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

/** The settings the site falls back to, with a test site's own values where the tests read them. */
export const someWebSettings = fixture<WebSettingsDto>(() => ({
  ...structuredClone(fallbackSettings),
  site_url: 'http://hearth.test',
  company_email: 'hello@hearth.test',
  company_tel: '+15550199',
  company_address: '2 Market Street',
  about_us: 'A marketplace for homes.',
  svg_clr: '#087c7c',
  web_logo: '/logo.svg',
  web_footer_logo: '/logo-footer.svg',
  web_placeholder_logo: '/placeholder.svg',
  map_tile_url: 'http://tiles.hearth.test/{z}/{x}/{y}.png',
  map_tile_attribution: '&copy; Test tiles',
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
