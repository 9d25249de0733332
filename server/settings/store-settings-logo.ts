import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import type { SettingLogoField } from '@/contracts/requests/settings-requests';
import { fileKindExtensions } from '../core/detect-file-kind';
import { validationFailed } from '../core/app-error';
import type { StaffAudit, UploadedFile } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { newMediaId } from '../storage/image-variants';
import type { MediaWriter } from '../storage/media-storage';
import { getAdminSettings } from './get-admin-settings';
import { readSiteSettings, writeSiteSettings } from './settings-repository';
import { bumpSiteVersion } from '../pages/site-version';
import { forgetSiteSettings } from './site-settings';

/** The image an upload of `admin/settings-logo` carries. */
export const settingsLogoUpload = {
  field: 'image',
  maxBytes: 2 * 1_048_576,
  kinds: ['png', 'jpeg', 'webp'],
} as const;

/** Where each image is in the stored `brand` setting. */
const brandFields: Record<SettingLogoField, string> = {
  web_logo: 'web_logo',
  web_footer_logo: 'web_footer_logo',
  web_placeholder_logo: 'web_placeholder_logo',
};

/**
 * `admin/settings-logo`: stores the image (PNG, JPEG or WebP by its bytes, at most 2 MB) under
 * `brand/` and makes it the site's logo, footer logo or placeholder at once; one audit row.
 */
export async function storeSettingsLogo(
  db: Database,
  which: SettingLogoField,
  file: UploadedFile | undefined,
  storage: MediaWriter,
  audit: StaffAudit,
): Promise<AdminSettingsDto> {
  if (!file) throw validationFailed({ image: 'validation.admin_settings.logo_required' });
  const key = `brand/${newMediaId()}.${fileKindExtensions[file.kind]}`;
  await storage.put(key, file.bytes);
  await runInTransaction(db, async (tx) => {
    const stored = await readSiteSettings(tx);
    const brand = (stored.get('brand') ?? {}) as Record<string, unknown>;
    const field = brandFields[which];
    await writeSiteSettings(tx, new Map([['brand', { ...brand, [field]: key }]]));
    await audit.record(tx, {
      targetType: 'settings',
      before: { [which]: brand[field] ?? null },
      after: { [which]: key },
    });
  });
  forgetSiteSettings(db);
  // The static pages (listing details) show the settings too: each regenerates on its next visit.
  await bumpSiteVersion();
  return getAdminSettings(db);
}
