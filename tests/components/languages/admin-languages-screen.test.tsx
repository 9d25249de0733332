import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdminLanguagesScreen } from '@/components/languages/admin-languages-screen';
import type { AdminLanguageDto, AdminTranslationDto } from '@/contracts/dto/admin-language-dto';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

/** The API client loads on first use: on a busy machine the first answer takes a while. */
const slow = { timeout: 8000 };

const english: AdminLanguageDto = {
  code: 'en',
  name: 'English',
  name_in_english: 'English',
  rtl: false,
  is_default: true,
  is_active: true,
  has_file: true,
  overrides: 0,
};
const arabic: AdminLanguageDto = {
  code: 'ar',
  name: 'العربية',
  name_in_english: 'Arabic',
  rtl: true,
  is_default: false,
  is_active: true,
  has_file: true,
  overrides: 0,
};

const rows: AdminTranslationDto[] = [
  {
    key: 'home.hero.title',
    english: 'Find your next home',
    file_value: 'ابحث عن منزلك القادم',
    override: null,
    value: 'ابحث عن منزلك القادم',
    translated: true,
  },
  {
    key: 'property_list.count.other',
    english: '{count} properties',
    file_value: null,
    override: null,
    value: '{count} properties',
    translated: false,
  },
];

function answerLanguages(languages: () => AdminLanguageDto[]) {
  return http.get(apiUrl('admin/languages'), () => okEnvelope(languages()));
}

describe('AdminLanguagesScreen', () => {
  it('lists the languages, hides Arabic, and cannot hide the default', async () => {
    let languages = [english, arabic];
    const posted: unknown[] = [];
    server.use(
      answerLanguages(() => languages),
      http.get(apiUrl('admin/translations'), () =>
        HttpResponse.json({ error: false, message: 'OK', data: rows, total: rows.length }),
      ),
      http.get(apiUrl('admin/catalogue-translations'), () => okEnvelope([])),
      http.get(apiUrl('get_languages'), () =>
        okEnvelope(languages.filter((language) => language.is_active)),
      ),
      http.post(apiUrl('admin/languages'), async ({ request }) => {
        const body = (await request.json()) as { code: string; is_active: number };
        posted.push(body);
        languages = languages.map((language) =>
          language.code === body.code ? { ...language, is_active: body.is_active === 1 } : language,
        );
        return okEnvelope(languages.find((language) => language.code === body.code));
      }),
    );
    renderSignedIn(<AdminLanguagesScreen />, { role: 'admin', router: atPage('/admin/languages') });

    const hide = await screen.findByRole('button', { name: 'Hide Arabic' }, slow);
    expect(screen.queryByRole('button', { name: 'Hide English' })).toBeNull();
    expect(screen.getByText('Always shown')).toBeTruthy();
    expect(screen.getByText(/needs its translation file in locales\/ and a rebuild/)).toBeTruthy();
    fireEvent.click(hide);
    expect(await screen.findByRole('button', { name: 'Show Arabic' }, slow)).toBeTruthy();
    expect(posted).toEqual([{ code: 'ar', is_active: 0 }]);
    expect(screen.getByText('Hidden')).toBeTruthy();
  });

  it('edits a string beside its English, refusing a text that drops a placeholder', async () => {
    const saved: unknown[] = [];
    const asked: URLSearchParams[] = [];
    server.use(
      answerLanguages(() => [english, arabic]),
      http.get(apiUrl('admin/translations'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const shown = query.get('untranslated') === '1' ? rows.filter((r) => !r.translated) : rows;
        return HttpResponse.json({ error: false, message: 'OK', data: shown, total: shown.length });
      }),
      http.get(apiUrl('admin/catalogue-translations'), () => okEnvelope([])),
      http.post(apiUrl('admin/translations'), async ({ request }) => {
        const body = (await request.json()) as { language: string; key: string; value: string };
        saved.push(body);
        const row = rows.find((each) => each.key === body.key)!;
        return okEnvelope({ ...row, override: body.value, value: body.value, translated: true });
      }),
    );
    renderSignedIn(<AdminLanguagesScreen />, { role: 'admin', router: atPage('/admin/languages') });

    const countRow = (await screen.findByText('property_list.count.other', undefined, slow))
      .parentElement!;
    expect(within(countRow).getByText('{count} properties')).toBeTruthy();
    expect(within(countRow).getByText('Untranslated')).toBeTruthy();
    const input = within(countRow).getByLabelText('Text for property_list.count.other');
    expect(input.getAttribute('dir')).toBe('rtl');

    fireEvent.change(input, { target: { value: 'عقارات' } });
    fireEvent.click(within(countRow).getByRole('button', { name: 'Save' }));
    expect(
      await within(countRow).findByText(/Keep the placeholders of the English text: \{count\}/),
    ).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(input, { target: { value: '{count} عقار' } });
    fireEvent.click(within(countRow).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { language: 'ar', key: 'property_list.count.other', value: '{count} عقار' },
      ]),
    );
    expect(asked[0]?.get('language')).toBe('ar');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Untranslated only' }));
    await waitFor(() =>
      expect(asked.some((query) => query.get('untranslated') === '1')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('home.hero.title')).toBeNull());
  });

  it('tells a signed-in user who is no administrator that the page is not for them', async () => {
    renderSignedIn(<AdminLanguagesScreen />, { role: 'user', router: atPage('/admin/languages') });
    expect(await screen.findByText('For administrators only', undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide Arabic' })).toBeNull();
  });
});
