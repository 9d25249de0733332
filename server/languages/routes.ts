import { getLanguagesSchema } from '@/contracts/requests/language-requests';
import { route } from '../core/route';
import { getLanguageFile } from './get-language-file';
import { getLanguages } from './get-languages';

export const languageRoutes = [
  route('GET', 'get_languages', {
    auth: 'none',
    query: getLanguagesSchema,
    publicCache: { sMaxAge: 300, staleWhileRevalidate: 3600 },
    handle: async ({ db, query }) => ({
      data: query.language_code
        ? await getLanguageFile(db, query.language_code)
        : await getLanguages(db),
    }),
  }),
];
