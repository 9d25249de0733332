import { useAdminLanguages } from '@/api/languages/get-admin-languages';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { adminPaths } from '@/utils/admin-paths';
import { CatalogueTranslations } from './catalogue-translations';
import { LanguageList } from './language-list';
import { TranslationsEditor } from './translations-editor';

/**
 * /admin/languages (administrators): the languages shown or hidden, the interface strings
 * edited key by key over the language files, and the catalogue's names in each language.
 */
export function AdminLanguagesScreen() {
  const { t } = useSiteText();
  const languages = useAdminLanguages();
  return (
    <ConsoleScreen
      roles={['administrator']}
      title={t('admin_languages.title')}
      description={t('admin_languages.intro')}
      canonicalPath={adminPaths.languages()}
    >
      <LanguageList />
      {languages.data ? (
        <>
          <TranslationsEditor languages={languages.data} />
          <CatalogueTranslations languages={languages.data} />
        </>
      ) : null}
    </ConsoleScreen>
  );
}
