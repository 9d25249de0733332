import type { Database } from '../database';
import { languages, siteSettings } from '../schema';
import type { MediaStorage } from '../../storage/media-storage';
import { storeIcon } from '../../storage/image-variants';
import { brandColour, brandLogoSvg, footerLogoSvg, placeholderSvg } from './demo-icons';
import { demoPrivacyPolicy, demoTermsConditions } from './demo-policies';

/** Site settings (key → JSON value, read by web-settings) and the offered languages. */

export interface BrandImages {
  webLogo: string;
  webFooterLogo: string;
  webPlaceholderLogo: string;
}

export async function storeBrandImages(storage: MediaStorage): Promise<BrandImages> {
  return {
    webLogo: await storeIcon(storage, brandLogoSvg(), 'brand'),
    webFooterLogo: await storeIcon(storage, footerLogoSvg(), 'brand'),
    webPlaceholderLogo: await storeIcon(storage, placeholderSvg(), 'brand'),
  };
}

const aboutUs = [
  'Hearth is a property marketplace built around one idea: finding a home should feel less like a chore and more like a conversation. Buyers and renters search thousands of verified listings from independent agents and private owners, compare neighbourhoods on the map, and message the person behind each listing directly.',
  'We started in 2019 as a small team of agents and engineers who were tired of stale listings and hidden fees. Today every listing on Hearth is reviewed before it goes live, agents are verified before they can advertise, and our mortgage tools show the full cost of a purchase up front, so that everyone can make decisions with the numbers in front of them.',
].join('\n\n');

export function demoSettings(brand: BrandImages): Record<string, unknown> {
  return {
    company: {
      name: 'Hearth Realty',
      email: 'hello@hearth.example.com',
      tel: '+1 212 555 0100',
      address: '350 Fifth Avenue, Suite 4200, New York, NY 10118, United States',
    },
    about_us: aboutUs,
    privacy_policy: demoPrivacyPolicy,
    terms_conditions: demoTermsConditions,
    currency: { code: 'USD', symbol: '$', name: 'US Dollar' },
    number_with_suffix: true,
    brand: {
      svg_clr: brandColour,
      web_logo: brand.webLogo,
      web_footer_logo: brand.webFooterLogo,
      web_placeholder_logo: brand.webPlaceholderLogo,
    },
    apps: { appstore_id: '', playstore_id: '' },
    verification_required_for_user: false,
    auto_approve_verified_agents: true,
    default_language: 'en',
    social_links: {
      facebook: 'https://facebook.com/hearth',
      instagram: 'https://instagram.com/hearth',
      twitter: 'https://twitter.com/hearth',
      youtube: 'https://youtube.com/@hearth',
    },
    demo_mode: false,
  };
}

/** Inserts settings the admin has not set already, and the two languages. */
export async function insertSettings(tx: Database, brand: BrandImages): Promise<number> {
  const rows = Object.entries(demoSettings(brand)).map(([key, value]) => ({ key, value }));
  const inserted = await tx
    .insert(siteSettings)
    .values(rows)
    .onConflictDoNothing({ target: siteSettings.key })
    .returning({ key: siteSettings.key });
  await tx
    .insert(languages)
    .values([
      {
        code: 'en',
        name: 'English',
        nameInEnglish: 'English',
        isRtl: false,
        isDefault: true,
        sequence: 0,
      },
      {
        code: 'ar',
        name: 'العربية',
        nameInEnglish: 'Arabic',
        isRtl: true,
        isDefault: false,
        sequence: 1,
      },
    ])
    .onConflictDoNothing({ target: languages.code });
  return inserted.length;
}
