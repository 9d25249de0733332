import { useState, type FormEvent } from 'react';
import { translationsPageSize, useTranslations } from '@/api/languages/get-translations';
import type { AdminLanguageDto } from '@/contracts/dto/admin-language-dto';
import { ConsoleSection } from '@/components/layout/console-section';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import styles from './admin-languages.module.css';
import { LanguageSelect } from './language-select';
import { TranslationRow } from './translation-row';
import { PageButtons } from '@/components/ui/page-buttons';

export interface TranslationsEditorProps {
  languages: readonly AdminLanguageDto[];
}

/**
 * The interface strings of one language, key by key with the English beside each: a language
 * picker, a search (key, English or the language's text), the untranslated only, save per row.
 */
export function TranslationsEditor({ languages }: TranslationsEditorProps) {
  const { t, tCount } = useSiteText();
  const firstOther = languages.find((language) => !language.is_default) ?? languages[0];
  const [language, setLanguage] = useState(firstOther?.code ?? 'en');
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [untranslated, setUntranslated] = useState(false);
  const [offset, setOffset] = useState(0);
  const result = useTranslations({
    language,
    search,
    untranslated,
    limit: translationsPageSize,
    offset,
  });
  const isRtl = languages.find((each) => each.code === language)?.rtl ?? false;
  const page = Math.floor(offset / translationsPageSize) + 1;

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setOffset(0);
  };

  return (
    <ConsoleSection
      title={t('admin_languages.translations_title')}
      intro={t('admin_languages.translations_intro')}
    >
      <form className={styles.filters} role="search" onSubmit={applySearch}>
        <LanguageSelect
          languages={languages}
          value={language}
          onChange={(code) => {
            setLanguage(code);
            setOffset(0);
          }}
        />
        <label className={styles.filter}>
          <span>{t('admin_languages.search')}</span>
          <input
            className={styles.control}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('admin_languages.search_placeholder')}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={untranslated}
            onChange={(event) => {
              setUntranslated(event.target.checked);
              setOffset(0);
            }}
          />
          <span>{t('admin_languages.untranslated_only')}</span>
        </label>
        <Button type="submit" variant="secondary">
          {t('admin_languages.search_submit')}
        </Button>
      </form>
      <PagedList
        result={result}
        failedText={t('admin_languages.load_failed')}
        pageSize={translationsPageSize}
        emptyText={t('admin_languages.no_strings')}
        pages={(pageCount) => (
          <PageButtons
            page={page}
            pageCount={pageCount}
            onPage={(next) => setOffset((next - 1) * translationsPageSize)}
            label={t('admin_languages.pagination_label')}
            previousText={t('admin_languages.previous')}
            nextText={t('admin_languages.next')}
            positionText={t('admin_languages.page_of', { page, pages: pageCount })}
            className={styles.pager}
          />
        )}
        countText={(strings) => tCount('admin_languages.count', strings.total)}
        countClassName={styles.muted}
      >
        {(strings) => (
          <ul className={styles.list}>
            {strings.data.map((row) => (
              <TranslationRow
                key={`${language}:${row.key}`}
                language={language}
                row={row}
                isRtl={isRtl}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </ConsoleSection>
  );
}
