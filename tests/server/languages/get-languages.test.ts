import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LanguageDto, LanguageFileDto } from '@/contracts/dto/language-dto';
import { insertLanguages } from '../../support/factories';
import { setUpApiTestServer } from '../../support/api-test-server';
import { setUpTestDatabase } from '../../support/test-database';

const handle = setUpTestDatabase(insertLanguages);
const api = setUpApiTestServer(handle);
const englishKeys = Object.keys(
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', 'en.json'), 'utf8')) as object,
);

describe('get_languages', () => {
  it('lists the offered languages with the default first', async () => {
    const response = await api.call<LanguageDto[]>('GET', 'get_languages');
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data).toEqual([
      { code: 'en', name: 'English', name_in_english: 'English', rtl: false, is_default: true },
      { code: 'ar', name: 'العربية', name_in_english: 'Arabic', rtl: true, is_default: false },
    ]);
  });

  it('returns Arabic as right-to-left with a string for every English key', async () => {
    const response = await api.call<LanguageFileDto>('GET', 'get_languages', {
      query: { language_code: 'ar', web_language_file: 1 },
    });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.rtl).toBe(true);
    expect(englishKeys.length).toBeGreaterThan(20);
    for (const key of englishKeys) expect(response.body.data.translations).toHaveProperty(key);
  });

  it('answers 404 for a language the site does not offer', async () => {
    const response = await api.call('GET', 'get_languages', { query: { language_code: 'fr' } });
    expect(response.status).toBe(404);
  });

  it('answers 422 for a code that is not a language code (no path tricks)', async () => {
    const response = await api.call('GET', 'get_languages', {
      query: { language_code: '../package' },
    });
    expect(response.status).toBe(422);
    expect(response.body.error && response.body.errors).toHaveProperty('language_code');
  });
});
