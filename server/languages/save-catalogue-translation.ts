import type { AdminCatalogueTranslationDto } from '@/contracts/dto/admin-language-dto';
import type { CatalogueTranslations } from '@/contracts/dto/catalogue-translations';
import type { SaveCatalogueTranslationInput } from '@/contracts/requests/admin-language-requests';
import type { Database } from '../db/database';
import { forgetAggregates } from '../cache/aggregate-cache';
import { notFound, validationFailed } from '../core/app-error';
import type { RouteResult, StaffAudit } from '../core/route';
import { runInTransaction } from '../db/transactions';
import { bumpSiteVersion } from '../pages/site-version';
import { findCatalogueName, setCatalogueTranslations } from './catalogue-translation-repository';
import { toCatalogueTranslationDto } from './get-catalogue-translations';
import { knownLanguage } from './known-language';

/**
 * `admin/catalogue-translations` (POST, administrator): a category, parameter or facility's
 * name in one language, and a parameter's choice labels (index-aligned with its choices; at
 * most as many). An empty name removes the translation. Listing cards and pages show catalogue
 * names, so the site-wide version moves on.
 */
export async function saveCatalogueTranslation(
  db: Database,
  audit: StaffAudit,
  input: SaveCatalogueTranslationInput,
): Promise<RouteResult<AdminCatalogueTranslationDto>> {
  const language = await knownLanguage(db, input.language);
  const kind = input.kind as AdminCatalogueTranslationDto['kind'];
  const row = await runInTransaction(db, async (tx) => {
    const found = await findCatalogueName(tx, kind, input.id);
    if (!found) throw notFound(`The ${kind}`);
    const labels = input.choices ?? [];
    if (labels.length > found.choices.length) {
      throw validationFailed({ choices: 'validation.admin_languages.too_many_choices' });
    }
    const before = found.translations[language.code] ?? null;
    const translations: CatalogueTranslations = { ...found.translations };
    if (input.name === '') delete translations[language.code];
    else {
      translations[language.code] = {
        name: input.name,
        ...(labels.some((label) => label !== '') ? { choices: labels } : {}),
      };
    }
    await setCatalogueTranslations(tx, kind, input.id, translations);
    const after = translations[language.code] ?? null;
    await audit.record(tx, {
      targetType: 'translation',
      targetId: `${language.code}:${kind}:${input.id}`,
      before,
      after,
    });
    return { ...found, translations };
  });
  forgetAggregates(db);
  await bumpSiteVersion();
  return { data: toCatalogueTranslationDto(row, language.code), message: 'The name was saved.' };
}
