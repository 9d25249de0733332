import type { SiteSettingsInput } from '@/contracts/requests/settings-requests';
import type { StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { changedFields, siteSettingsFields, storedSiteSettings } from './admin-settings-fields';
import { readSiteSettings, writeSiteSettings } from './settings-repository';
import { bumpSiteVersion } from '../pages/site-version';
import { forgetSiteSettings } from './site-settings';

/**
 * `admin/settings`: stores the ordinary settings and records one audit row with the fields that
 * changed. The process's cached settings are dropped, so the next page shows them.
 */
export async function saveSiteSettings(
  db: Database,
  input: SiteSettingsInput,
  audit: StaffAudit,
): Promise<void> {
  await runInTransaction(db, async (tx) => {
    const stored = await readSiteSettings(tx);
    const before = siteSettingsFields(stored);
    const values = new Map(Object.entries(storedSiteSettings(input, stored)));
    await writeSiteSettings(tx, values);
    const after = siteSettingsFields(new Map([...stored, ...values]));
    await audit.record(tx, { targetType: 'settings', ...changedFields(before, after) });
  });
  forgetSiteSettings(db);
  // The static pages (listing details) show the settings too: each regenerates on its next visit.
  await bumpSiteVersion();
}
