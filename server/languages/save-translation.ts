import type { AdminTranslationDto } from '@/contracts/dto/admin-language-dto';
import type { SaveTranslationInput } from '@/contracts/requests/admin-language-requests';
import { missingPlaceholders } from '@/contracts/translation-placeholders';
import { fieldMessage } from '@/contracts/field-message';
import type { Database } from '../db/database';
import { forgetAggregates } from '../cache/aggregate-cache';
import { validationFailed } from '../core/app-error';
import type { RouteResult, StaffAudit } from '../core/route';
import { runInTransaction } from '../db/transactions';
import { bumpSiteVersion } from '../pages/site-version';
import { knownLanguage } from './known-language';
import { readLanguageFile } from './read-translations';
import {
  deleteTranslationOverride,
  findTranslationOverride,
  upsertTranslationOverride,
} from './translation-repository';

/**
 * `admin/translations` (POST, administrator): stores the text of one key in one language over
 * its file, or removes the stored text (an empty value: the file's text shows again). Only a
 * key of the English file may be stored (422 on `key`), and the text must keep each of the
 * English text's placeholders (`{count}`; 422 on `value`). The next page in that language shows
 * it: the process cache is emptied and the site-wide version moves on, so generated pages
 * regenerate on their next visit (server/pages/site-version.ts).
 */
export async function saveTranslation(
  db: Database,
  audit: StaffAudit,
  input: SaveTranslationInput,
): Promise<RouteResult<AdminTranslationDto>> {
  const language = await knownLanguage(db, input.language);
  const [english, file] = await Promise.all([
    readLanguageFile('en'),
    readLanguageFile(language.code),
  ]);
  const englishText = english?.[input.key];
  if (englishText === undefined) {
    throw validationFailed({ key: 'validation.admin_languages.unknown_key' });
  }
  const value = input.value.trim() === '' ? null : input.value;
  if (value !== null) {
    const missing = missingPlaceholders(englishText, value, input.key);
    if (missing.length > 0) {
      throw validationFailed({
        value: fieldMessage('validation.admin_languages.placeholder_missing', {
          placeholders: missing.join(' '),
        }),
      });
    }
  }
  await runInTransaction(db, async (tx) => {
    const before = await findTranslationOverride(tx, language.code, input.key);
    if (value === null) await deleteTranslationOverride(tx, language.code, input.key);
    else await upsertTranslationOverride(tx, language.code, input.key, value);
    await audit.record(tx, {
      targetType: 'translation',
      targetId: `${language.code}:${input.key}`,
      before: { value: before },
      after: { value },
    });
  });
  forgetAggregates(db);
  await bumpSiteVersion();
  const fileValue = file?.[input.key] ?? null;
  const own = value ?? fileValue;
  return {
    data: {
      key: input.key,
      english: englishText,
      file_value: fileValue,
      override: value,
      value: own ?? englishText,
      translated: own !== null && own.trim() !== '' && own !== englishText,
    },
    message: value === null ? 'The stored text was removed.' : 'The text was saved.',
  };
}
