import type { ContactPageProps } from '@/contracts/contact-page-props';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import pageStyles from '@/styles/page.module.css';
import styles from './contact.module.css';

/** /contact-us: the contact form beside the site's own contact details. */
export function ContactScreen({ renderedAt }: Pick<ContactPageProps, 'renderedAt'>) {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const title = t('contact.title');
  return (
    <PageShell
      title={title}
      description={t('contact.meta.description', { name: settings.company_name })}
      canonicalPath={paths.contact()}
    >
      <div className={`container ${pageStyles.page}`}>
        <header className={pageStyles.head}>
          <h1 className={pageStyles.title}>{title}</h1>
          <p className={pageStyles.intro}>{t('contact.intro')}</p>
        </header>
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.cardTitle}>
              {t('contact.form_title')}
            </h2>
            <ContactForm renderedAt={renderedAt} />
          </section>
          <ContactDetails />
        </div>
      </div>
    </PageShell>
  );
}
