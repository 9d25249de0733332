import { useId, type ChangeEvent } from 'react';
import { notify } from '@/utils/notify';
import { useLanguageSwitch } from '@/hooks/use-language-switch';
import { GlobeIcon } from './icons';
import styles from './language-switch.module.css';
import { useSiteText } from './use-site-text';

/** A select of the site's languages, each labelled in its own name ("English", "العربية"). */
export function LanguageSwitch() {
  const { languages, selected, switchTo, isSwitching } = useLanguageSwitch();
  const { t } = useSiteText();
  const id = useId();

  if (languages.length < 2) return null;

  const current =
    selected?.code ?? languages.find((language) => language.is_default)?.code ?? languages[0]?.code;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value;
    switchTo(code).catch(() => {
      void notify('error', t('nav.language_switch_failed'), { toastId: 'language-switch-failed' });
    });
  };

  return (
    <div className={styles.switch}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <GlobeIcon className={styles.icon} size={18} />
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={handleChange}
        disabled={isSwitching}
        aria-busy={isSwitching || undefined}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
