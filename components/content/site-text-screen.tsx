import type { SiteTextKind } from '@/contracts/dto/site-text-dto';
import type { SiteTextPageProps } from '@/contracts/content-page-props';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { AdminTextBody } from './admin-text-body';
import pageStyles from './content-page.module.css';
import styles from './site-text-screen.module.css';

const canonicalPathOf: Record<SiteTextKind, () => string> = {
  about: paths.about,
  privacy: paths.privacyPolicy,
  terms: paths.termsConditions,
};

/**
 * About us, the privacy policy or the terms: the admin's text from the settings. HTML comes
 * sanitized from the server (server/content/sanitize-admin-html.ts); plain text is paragraphs.
 */
export function SiteTextScreen({ text }: Pick<SiteTextPageProps, 'text'>) {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const title = t(`site_text.${text.kind}.title`, { name: settings.company_name });
  const isEmpty = text.html === null && text.paragraphs.length === 0;

  return (
    <PageShell
      title={title}
      description={t(`site_text.${text.kind}.description`, { name: settings.company_name })}
      canonicalPath={canonicalPathOf[text.kind]()}
    >
      <div className={`container ${pageStyles.page} ${styles.narrow}`}>
        <header className={pageStyles.head}>
          <h1 className={pageStyles.title}>{title}</h1>
        </header>
        {isEmpty ? (
          <p className={pageStyles.empty}>{t('site_text.empty')}</p>
        ) : (
          <AdminTextBody className={styles.body} html={text.html} paragraphs={text.paragraphs} />
        )}
      </div>
    </PageShell>
  );
}
