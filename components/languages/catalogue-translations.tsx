import { useState } from 'react';
import { useCatalogueTranslations } from '@/api/languages/get-catalogue-translations';
import { useSaveCatalogueTranslation } from '@/api/languages/save-catalogue-translation';
import {
  catalogueTranslationKinds,
  type AdminCatalogueTranslationDto,
  type AdminLanguageDto,
  type CatalogueTranslationKind,
} from '@/contracts/dto/admin-language-dto';
import { ConsoleSection } from '@/components/layout/console-section';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/load-status';
import { notify } from '@/utils/notify';
import styles from './admin-languages.module.css';
import { LanguageSelect } from './language-select';

function CatalogueRow({
  item,
  language,
}: {
  item: AdminCatalogueTranslationDto;
  language: AdminLanguageDto;
}) {
  const { t } = useSiteText();
  const save = useSaveCatalogueTranslation();
  const [name, setName] = useState(item.translated_name ?? '');
  const [choices, setChoices] = useState(item.translated_choices);
  const dir = language.rtl ? 'rtl' : 'ltr';
  return (
    <li className={styles.row}>
      <p className={styles.english}>
        <span className={styles.muted}>{t(`admin_languages.kind.${item.kind}`)}: </span>
        <bdi lang="en" dir="ltr">
          {item.name}
        </bdi>
      </p>
      <label className={styles.filter}>
        <span>{t('admin_languages.name_in', { name: item.name })}</span>
        <input
          className={styles.control}
          value={name}
          lang={language.code}
          dir={dir}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {item.choices.map((choice, index) => (
        <label key={choice} className={styles.filter}>
          <span>{t('admin_languages.choice_in', { choice })}</span>
          <input
            className={styles.control}
            value={choices[index] ?? ''}
            lang={language.code}
            dir={dir}
            onChange={(event) =>
              setChoices(choices.map((each, at) => (at === index ? event.target.value : each)))
            }
          />
        </label>
      ))}
      <div className={styles.rowActions}>
        <Button
          isBusy={save.isPending}
          onClick={() =>
            save.mutate(
              { language: language.code, kind: item.kind, id: item.id, name, choices },
              {
                onSuccess: () => void notify('success', t('admin_languages.saved')),
                onError: (error) => void notify('error', apiErrorText(error, t)),
              },
            )
          }
        >
          {t('admin_languages.save')}
        </Button>
      </div>
    </li>
  );
}

/** The catalogue's names (categories, parameters, facilities) in one language. */
export function CatalogueTranslations({ languages }: { languages: readonly AdminLanguageDto[] }) {
  const { t } = useSiteText();
  const others = languages.filter((language) => !language.is_default);
  const [code, setCode] = useState(others[0]?.code ?? '');
  const language = others.find((each) => each.code === code);
  const [kind, setKind] = useState<CatalogueTranslationKind>('category');
  const items = useCatalogueTranslations(code, kind);
  if (!language) return null;
  return (
    <ConsoleSection
      title={t('admin_languages.catalogue_title')}
      intro={t('admin_languages.catalogue_intro')}
    >
      <div className={styles.filters}>
        <LanguageSelect languages={others} value={code} onChange={setCode} />
        <label className={styles.filter}>
          <span>{t('admin_languages.kind_label')}</span>
          <select
            className={styles.control}
            value={kind}
            onChange={(event) => setKind(event.target.value as CatalogueTranslationKind)}
          >
            {catalogueTranslationKinds.map((each) => (
              <option key={each} value={each}>
                {t(`admin_languages.kinds.${each}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Loaded
        result={items}
        failedText={t('admin_languages.load_failed')}
        className={styles.status}
      >
        {(names) =>
          names.length === 0 ? (
            <p className={styles.status}>{t('admin_languages.catalogue_empty')}</p>
          ) : (
            <ul className={styles.list}>
              {names.map((item) => (
                <CatalogueRow
                  key={`${code}:${item.kind}:${item.id}`}
                  item={item}
                  language={language}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
    </ConsoleSection>
  );
}
