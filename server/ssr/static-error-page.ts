import type { GetStaticProps } from 'next';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { stringsForPage } from '@/contracts/page-strings';
import { isRightToLeft } from '@/utils/language-direction';
import { readTranslations } from '../languages/read-translations';

/**
 * The prerendered 404 and 500 pages have no request and no database: they are built once per
 * language of the URL (Next's i18n routing) from the translation files.
 */
export const getStaticProps: GetStaticProps<PageBaseProps> = async (context) => {
  const code = context.locale ?? context.defaultLocale ?? 'en';
  const translations = await readTranslations(code);
  return {
    props: {
      language: {
        code,
        name: translations['language.own_name'] ?? code,
        name_in_english: translations['language.english_name'] ?? code,
        rtl: isRightToLeft(code),
        is_default: code === (context.defaultLocale ?? 'en'),
        translations: stringsForPage(translations, 'errorPage'),
      },
      dehydratedState: null,
    },
  };
};
