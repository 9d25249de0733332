import type { GetStaticProps } from 'next';
import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import { readTranslations } from '../languages/read-translations';

export interface StaticErrorPageProps {
  language: LanguageFileDto;
}

/**
 * The prerendered 404 and 500 pages have no request (and no database) to read the visitor's
 * language from: they are built in English, the default language.
 */
export const getStaticProps: GetStaticProps<StaticErrorPageProps> = async () => ({
  props: {
    language: {
      code: 'en',
      name: 'English',
      name_in_english: 'English',
      rtl: false,
      is_default: true,
      translations: await readTranslations('en'),
    },
  },
});
