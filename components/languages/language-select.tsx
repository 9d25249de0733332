import type { AdminLanguageDto } from '@/contracts/dto/admin-language-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './admin-languages.module.css';

export interface LanguageSelectProps {
  languages: readonly AdminLanguageDto[];
  value: string;
  onChange: (code: string) => void;
}

/** The language being edited, by its English name and code. */
export function LanguageSelect({ languages, value, onChange }: LanguageSelectProps) {
  const { t } = useSiteText();
  return (
    <label className={styles.filter}>
      <span>{t('admin_languages.language')}</span>
      <select
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {languages.map((each) => (
          <option key={each.code} value={each.code}>
            {each.name_in_english} ({each.code})
          </option>
        ))}
      </select>
    </label>
  );
}
