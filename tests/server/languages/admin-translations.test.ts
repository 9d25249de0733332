import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCatalogueTranslationDto,
  AdminLanguageDto,
  AdminTranslationDto,
} from '@/contracts/dto/admin-language-dto';
import type { LanguageDto } from '@/contracts/dto/language-dto';
import { staffAuditLog, translationOverrides } from '@/server/db/schema';
import { currentSiteVersion } from '@/server/pages/site-version';
import { loadPageBase } from '@/server/ssr/load-page-base';
import { insertCategory, insertLanguages, insertParameter } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';
import { insertSignedInUser } from '../../support/owner-listing-kit';

const api = setUpApiTest();
const english = JSON.parse(
  readFileSync(path.join(process.cwd(), 'locales', 'en.json'), 'utf8'),
) as Record<string, string>;
const arabic = JSON.parse(
  readFileSync(path.join(process.cwd(), 'locales', 'ar.json'), 'utf8'),
) as Record<string, string>;
/** A key whose English text has a placeholder. */
const placeholderKey = Object.keys(english).find(
  (key) => /\{\w+\}/.test(english[key] ?? '') && !/\.(zero|one|two)$/.test(key),
)!;

let adminToken = '';
let moderatorToken = '';

beforeAll(async () => {
  await insertLanguages(api.db);
  adminToken = (await insertSignedInUser(api.db, { role: 'admin' })).token;
  moderatorToken = (await insertSignedInUser(api.db, { role: 'moderator' })).token;
});

const auditRows = (targetId: string) =>
  api.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, targetId));

const arabicHomeStrings = async () =>
  (
    await loadPageBase(
      api.db,
      { locale: 'ar', locales: ['en', 'ar'], defaultLocale: 'en' },
      undefined,
      'home',
    )
  ).language.translations;

const save = (json: Record<string, unknown>, token = adminToken) =>
  api.call<AdminTranslationDto>('POST', 'admin/translations', { token, json });

describe('admin/translations', () => {
  it('stores a string over the file, shows it on the next page in that language, and audits it once', async () => {
    // The page has loaded its strings once: the process cache holds the file's.
    expect((await arabicHomeStrings())['home.hero.title']).toBe(arabic['home.hero.title']);
    const versionBefore = currentSiteVersion();

    const response = await save({
      language: 'ar',
      key: 'home.hero.title',
      value: 'بيتك القادم هنا',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      error: false,
      data: {
        key: 'home.hero.title',
        english: english['home.hero.title'],
        override: 'بيتك القادم هنا',
        value: 'بيتك القادم هنا',
        translated: true,
      },
    });

    expect((await arabicHomeStrings())['home.hero.title']).toBe('بيتك القادم هنا');
    // English pages keep their text; generated pages are out of date (site-wide version).
    const englishStrings = (
      await loadPageBase(api.db, { locale: 'en', locales: ['en', 'ar'], defaultLocale: 'en' })
    ).language.translations;
    expect(englishStrings['home.hero.title']).toBe(english['home.hero.title']);
    expect(currentSiteVersion()).toBeGreaterThan(versionBefore);

    const rows = await auditRows('ar:home.hero.title');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'admin/translations',
      targetType: 'translation',
      before: { value: null },
      after: { value: 'بيتك القادم هنا' },
    });

    // get_languages (the client's language file) carries it too.
    const file = await api.call<{ translations: Record<string, string> }>('GET', 'get_languages', {
      query: { language_code: 'ar', web_language_file: 1 },
    });
    expect(file.body.error === false && file.body.data.translations['home.hero.title']).toBe(
      'بيتك القادم هنا',
    );

    // An empty value removes it: the file's text is back, and one more audit row.
    const removed = await save({ language: 'ar', key: 'home.hero.title', value: '' });
    expect(removed.body).toMatchObject({ data: { override: null } });
    expect((await arabicHomeStrings())['home.hero.title']).toBe(arabic['home.hero.title']);
    const after = await auditRows('ar:home.hero.title');
    expect(after).toHaveLength(2);
    expect(after.find((row) => row.id !== rows[0]!.id)).toMatchObject({
      before: { value: 'بيتك القادم هنا' },
      after: { value: null },
    });
  });

  it('refuses a text without a placeholder of the English text, with a field error', async () => {
    const response = await save({ language: 'ar', key: placeholderKey, value: 'بلا عدد' });
    expect(response.status).toBe(422);
    expect(response.body.error && response.body.errors).toHaveProperty('value');
    const kept = english[placeholderKey]!.match(/\{\w+\}/g)!.join(' ');
    const ok = await save({ language: 'ar', key: placeholderKey, value: `نص ${kept}` });
    expect(ok.status).toBe(200);
    expect(await auditRows(`ar:${placeholderKey}`)).toHaveLength(1);
  });

  it('refuses a key the English file lacks, and stores nothing', async () => {
    const response = await save({ language: 'ar', key: 'home.not_a_key', value: 'نص' });
    expect(response.status).toBe(422);
    expect(response.body.error && response.body.errors).toHaveProperty('key');
    const stored = await api.db
      .select()
      .from(translationOverrides)
      .where(and(eq(translationOverrides.key, 'home.not_a_key')));
    expect(stored).toHaveLength(0);
    expect(await auditRows('ar:home.not_a_key')).toHaveLength(0);
  });

  it('lists the strings with English beside them, filtered to the untranslated and by search', async () => {
    await save({
      language: 'ar',
      key: 'home.search.submit',
      value: english['home.search.submit']!,
    });
    const untranslated = await api.call<AdminTranslationDto[]>('GET', 'admin/translations', {
      token: adminToken,
      query: { language: 'ar', untranslated: 1, search: 'home.search', limit: 200 },
    });
    if (untranslated.body.error) throw new Error(untranslated.body.message);
    const keys = untranslated.body.data.map((row) => row.key);
    expect(keys).toContain('home.search.submit');
    expect(untranslated.body.data.every((row) => !row.translated)).toBe(true);

    const searched = await api.call<AdminTranslationDto[]>('GET', 'admin/translations', {
      token: adminToken,
      query: { language: 'ar', search: 'HOME.HERO.TITLE', limit: 10 },
    });
    if (searched.body.error) throw new Error(searched.body.message);
    expect(searched.body.total).toBe(1);
    expect(searched.body.data[0]).toMatchObject({
      key: 'home.hero.title',
      english: english['home.hero.title'],
      file_value: arabic['home.hero.title'],
    });
  });

  it('answers 403 to a moderator, before anything is stored', async () => {
    const read = await api.call('GET', 'admin/translations', {
      token: moderatorToken,
      query: { language: 'ar' },
    });
    expect(read.status).toBe(403);
    const write = await save(
      { language: 'ar', key: 'home.hero.title', value: 'x' },
      moderatorToken,
    );
    expect(write.status).toBe(403);
    expect(await api.call('GET', 'admin/languages', { token: moderatorToken })).toMatchObject({
      status: 403,
    });
  });
});

describe('admin/languages', () => {
  it('hides a language (no longer offered) and shows it again, one audit row each', async () => {
    const hidden = await api.call<AdminLanguageDto>('POST', 'admin/languages', {
      token: adminToken,
      json: { code: 'ar', is_active: 0 },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ data: { code: 'ar', is_active: false, has_file: true } });
    const offered = await api.call<LanguageDto[]>('GET', 'get_languages');
    expect(offered.body.error === false && offered.body.data.map((l) => l.code)).toEqual(['en']);
    const base = await loadPageBase(api.db, {
      locale: 'en',
      locales: ['en', 'ar'],
      defaultLocale: 'en',
    });
    expect(JSON.stringify(base.dehydratedState)).not.toContain('"code":"ar"');

    const list = await api.call<AdminLanguageDto[]>('GET', 'admin/languages', {
      token: adminToken,
    });
    expect(list.body.error === false && list.body.data.map((l) => [l.code, l.is_active])).toEqual([
      ['en', true],
      ['ar', false],
    ]);

    await api.call('POST', 'admin/languages', {
      token: adminToken,
      json: { code: 'ar', is_active: 1 },
    });
    const again = await api.call<LanguageDto[]>('GET', 'get_languages');
    expect(again.body.error === false && again.body.data.map((l) => l.code)).toEqual(['en', 'ar']);
    const rows = await api.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'language'), eq(staffAuditLog.targetId, 'ar')));
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ is_active: true }, { is_active: false }],
      [{ is_active: false }, { is_active: true }],
    ]);
  });

  it('refuses to hide the default language', async () => {
    const response = await api.call('POST', 'admin/languages', {
      token: adminToken,
      json: { code: 'en', is_active: 0 },
    });
    expect(response.status).toBe(422);
    expect(response.body.error && response.body.errors).toHaveProperty('is_active');
    expect(
      await api.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, 'en')),
    ).toHaveLength(0);
  });
});

describe('admin/catalogue-translations', () => {
  it('stores a category and a parameter name in Arabic, one audit row each', async () => {
    const category = await insertCategory(api.db, { name: 'Villa' });
    const parameter = await insertParameter(api.db, {
      name: 'Heating',
      kind: 'dropdown',
      choices: ['Gas', 'Electric'],
    });
    const saved = await api.call<AdminCatalogueTranslationDto>(
      'POST',
      'admin/catalogue-translations',
      {
        token: adminToken,
        json: { language: 'ar', kind: 'category', id: category.id, name: 'فيلا' },
      },
    );
    expect(saved.status).toBe(200);
    await api.call('POST', 'admin/catalogue-translations', {
      token: adminToken,
      json: {
        language: 'ar',
        kind: 'parameter',
        id: parameter.id,
        name: 'التدفئة',
        choices: ['غاز', 'كهرباء'],
      },
    });
    const list = await api.call<AdminCatalogueTranslationDto[]>(
      'GET',
      'admin/catalogue-translations',
      { token: adminToken, query: { language: 'ar' } },
    );
    if (list.body.error) throw new Error(list.body.message);
    expect(list.body.data).toContainEqual({
      kind: 'category',
      id: category.id,
      name: 'Villa',
      choices: [],
      translated_name: 'فيلا',
      translated_choices: [],
    });
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        kind: 'parameter',
        id: parameter.id,
        translated_name: 'التدفئة',
        translated_choices: ['غاز', 'كهرباء'],
      }),
    );
    const rows = await auditRows(`ar:category:${category.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: null, after: { name: 'فيلا' } });
  });
});
