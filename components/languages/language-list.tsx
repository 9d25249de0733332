import { useAdminLanguages } from '@/api/languages/get-admin-languages';
import { useSetLanguageVisibility } from '@/api/languages/set-language-visibility';
import { ConsoleSection } from '@/components/layout/console-section';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/load-status';
import { notify } from '@/utils/notify';
import styles from './admin-languages.module.css';

/** The languages of the table: shown or hidden (the default always shown), with their files. */
export function LanguageList() {
  const { t } = useSiteText();
  const languages = useAdminLanguages();
  const visibility = useSetLanguageVisibility();
  return (
    <ConsoleSection
      title={t('admin_languages.languages_title')}
      intro={t('admin_languages.new_language_note')}
    >
      <Loaded
        result={languages}
        failedText={t('admin_languages.load_failed')}
        className={styles.status}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((language) => (
              <li key={language.code} className={styles.language}>
                <span>
                  <span className={styles.languageName} lang={language.code}>
                    {language.name}
                  </span>{' '}
                  <span className={styles.muted}>
                    {language.name_in_english} · {language.code}
                  </span>{' '}
                  {language.is_default ? (
                    <span className={styles.badge}>{t('admin_languages.default')}</span>
                  ) : null}{' '}
                  {language.is_active ? null : (
                    <span className={styles.hiddenBadge}>{t('admin_languages.hidden')}</span>
                  )}{' '}
                  {language.has_file ? null : (
                    <span className={styles.hiddenBadge}>{t('admin_languages.no_file')}</span>
                  )}
                </span>
                {language.is_default ? (
                  <span className={styles.muted}>{t('admin_languages.default_always_shown')}</span>
                ) : (
                  <Button
                    variant="secondary"
                    isBusy={visibility.isPending && visibility.variables?.code === language.code}
                    aria-label={t(
                      language.is_active
                        ? 'admin_languages.hide_named'
                        : 'admin_languages.show_named',
                      { name: language.name_in_english },
                    )}
                    onClick={() =>
                      visibility.mutate(
                        { code: language.code, isActive: !language.is_active },
                        { onError: (error) => void notify('error', apiErrorText(error, t)) },
                      )
                    }
                  >
                    {t(language.is_active ? 'admin_languages.hide' : 'admin_languages.show')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </ConsoleSection>
  );
}
