import type { AdminSiteTextDto } from '@/contracts/dto/admin-content-dto';
import { siteTextKinds, type SiteTextKind } from '@/contracts/dto/site-text-dto';
import type { SaveSiteTextInput } from '@/contracts/requests/admin-content-requests';
import type { StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { forgetSiteSettings } from '../settings/site-settings';
import { readSetting, writeSetting } from './admin-content-repository';
import { sanitizeAdminText } from './sanitize-admin-html';

/** The setting each site text is kept in (server/settings/site-settings.ts reads them). */
const settingKeys: Record<SiteTextKind, string> = {
  about: 'about_us',
  privacy: 'privacy_policy',
  terms: 'terms_conditions',
};

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `admin/site-texts` (GET): the about, privacy and terms texts as stored. */
export async function getAdminSiteTexts(db: Database): Promise<AdminSiteTextDto[]> {
  return Promise.all(
    siteTextKinds.map(async (kind) => ({
      kind,
      text: asText(await readSetting(db, settingKeys[kind])),
    })),
  );
}

/**
 * `admin/site-texts` (POST): replaces one site text; HTML is sanitised before it is stored
 * (server/content/sanitize-admin-html.ts). The settings this instance keeps are dropped, so
 * the page shows the new text on the next request. One audit row with both texts.
 */
export async function saveSiteText(
  db: Database,
  input: SaveSiteTextInput,
  audit: StaffAudit,
): Promise<{ data: AdminSiteTextDto }> {
  const text = sanitizeAdminText(input.text);
  const key = settingKeys[input.kind];
  await runInTransaction(db, async (tx) => {
    const before = asText(await readSetting(tx, key));
    await writeSetting(tx, key, text);
    await audit.record(tx, {
      targetType: 'site_text',
      targetId: input.kind,
      before: { text: before },
      after: { text },
    });
  });
  forgetSiteSettings(db);
  return { data: { kind: input.kind, text } };
}
