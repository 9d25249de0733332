import Link from 'next/link';
import { paths } from '@/utils/paths';
import { HomeIcon } from './icons';
import styles from './site-logo.module.css';
import { useSiteSettings } from './use-site-settings';
import { useSiteText } from './use-site-text';

export interface SiteLogoProps {
  /** The footer uses the footer logo (often a light version for the dark background). */
  variant?: 'header' | 'footer';
}

/** The company's logo and name, linking home. */
export function SiteLogo({ variant = 'header' }: SiteLogoProps) {
  const settings = useSiteSettings();
  const { t } = useSiteText();
  const logo =
    variant === 'footer' ? settings.web_footer_logo || settings.web_logo : settings.web_logo;

  return (
    <Link
      href={paths.home()}
      className={`${styles.logo} ${variant === 'footer' ? styles.footer : ''}`}
      aria-label={t('nav.home_of', { name: settings.company_name })}
    >
      {logo ? (
        <img className={styles.image} src={logo} alt="" width={160} height={40} />
      ) : (
        <span className={styles.mark} aria-hidden="true">
          <HomeIcon size={22} />
        </span>
      )}
      {/* A logo image is the wordmark already; the name stays for screen readers only. */}
      <span className={logo ? 'visually-hidden' : styles.name}>{settings.company_name}</span>
    </Link>
  );
}
