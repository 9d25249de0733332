import type { AdminLanguageDto } from '@/contracts/dto/admin-language-dto';
import type { LanguageVisibilityInput } from '@/contracts/requests/admin-language-requests';
import type { Database } from '../db/database';
import { forgetAggregates } from '../cache/aggregate-cache';
import { notFound, validationFailed } from '../core/app-error';
import type { RouteResult, StaffAudit } from '../core/route';
import { runInTransaction } from '../db/transactions';
import { bumpSiteVersion } from '../pages/site-version';
import { toAdminLanguageDto } from './get-admin-languages';
import { setLanguageActive } from './language-repository';
import { knownLanguage } from './known-language';
import { countTranslationOverrides } from './translation-repository';

/**
 * `admin/languages` (POST, administrator): shows or hides a language. A hidden language leaves
 * the language switch and its pages answer 404; the default language cannot be hidden (422 on
 * `is_active`). Every page lists the languages, so the site-wide version moves on.
 */
export async function setLanguageVisibility(
  db: Database,
  audit: StaffAudit,
  input: LanguageVisibilityInput,
): Promise<RouteResult<AdminLanguageDto>> {
  const isActive = input.is_active === 1;
  const row = await runInTransaction(db, async (tx) => {
    const before = await knownLanguage(tx, input.code);
    if (before.isDefault && !isActive) {
      throw validationFailed({ is_active: 'validation.admin_languages.default_cannot_hide' });
    }
    const after = await setLanguageActive(tx, input.code, isActive);
    if (!after) throw notFound(`The language "${input.code}"`);
    await audit.record(tx, {
      targetType: 'language',
      targetId: input.code,
      before: { is_active: before.isActive },
      after: { is_active: after.isActive },
    });
    return after;
  });
  forgetAggregates(db);
  await bumpSiteVersion();
  const counts = await countTranslationOverrides(db);
  return {
    data: toAdminLanguageDto(row, counts.get(row.code) ?? 0),
    message: isActive ? 'The language is shown.' : 'The language is hidden.',
  };
}
