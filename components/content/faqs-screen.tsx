import Link from 'next/link';
import { useFaqs } from '@/api/content/get-faqs';
import type { FaqDto } from '@/contracts/dto/faq-dto';
import { ChevronEndIcon } from '@/components/layout/icons';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import pageStyles from './content-page.module.css';
import styles from './faqs-screen.module.css';

/** schema.org FAQPage: every question with its answer, as search engines read them. */
export function faqsJsonLd(faqs: readonly FaqDto[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** /faqs: the admin's questions, each opening to its answer (works without JavaScript). */
export function FaqsScreen() {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const faqs = useFaqs().data ?? [];
  const title = t('faqs.title');

  return (
    <PageShell
      title={title}
      description={t('faqs.meta.description', { name: settings.company_name })}
      canonicalPath={paths.faqs()}
      jsonLd={faqs.length > 0 ? faqsJsonLd(faqs) : undefined}
    >
      <div className={`container ${pageStyles.page} ${styles.narrow}`}>
        <header className={pageStyles.head}>
          <h1 className={pageStyles.title}>{title}</h1>
          <p className={pageStyles.intro}>{t('faqs.intro')}</p>
        </header>
        {faqs.length === 0 ? (
          <p className={pageStyles.empty}>{t('faqs.empty')}</p>
        ) : (
          <div className={styles.list}>
            {faqs.map((faq) => (
              <details key={faq.id} className={styles.item}>
                <summary className={styles.question}>
                  <h2 className={styles.questionText} dir="auto">
                    {faq.question}
                  </h2>
                  <ChevronEndIcon size={18} className={styles.marker} />
                </summary>
                <div className={styles.answer} dir="auto">
                  {faq.answer.split(/\n\s*\n/).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        )}
        {hasPage(paths.contact()) ? (
          <p className={styles.contact}>
            {t('faqs.contact_prompt')}{' '}
            <Link href={paths.contact()} prefetch={false}>
              {t('faqs.contact_link')}
            </Link>
          </p>
        ) : null}
      </div>
    </PageShell>
  );
}
