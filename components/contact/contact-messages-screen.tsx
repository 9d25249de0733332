import { contactMessagesPageSize } from '@/api/contact/get-contact-messages';
import { ProtectedPage } from '@/components/layout/protected-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useSiteText } from '@/components/layout/use-site-text';
import { useUrlListPage } from '@/hooks/use-list-page';
import { paths } from '@/utils/paths';
import { ContactMessagesList } from './contact-messages-list';
import styles from './contact-messages.module.css';

const pageHref = (page: number) => paths.adminMessages({ page: page > 1 ? page : null });

/** /admin/messages: the contact page's messages for the administrators; others see a 403 panel. */
export function ContactMessagesScreen() {
  const { t } = useSiteText();
  const { limit, offset } = useUrlListPage(contactMessagesPageSize);
  return (
    <ProtectedPage
      title={t('admin_messages.title')}
      description={t('admin_messages.intro')}
      canonicalPath={paths.adminMessages()}
    >
      {(user) =>
        user.role === 'admin' ? (
          <div className={styles.page}>
            <header>
              <h1 className={styles.title}>{t('admin_messages.title')}</h1>
              <p className={styles.intro}>{t('admin_messages.intro')}</p>
            </header>
            <ContactMessagesList page={{ limit, offset }} hrefFor={pageHref} />
          </div>
        ) : (
          <ErrorPanel
            code="403"
            title={t('moderation.forbidden_title')}
            text={t('moderation.forbidden_text')}
            links={[{ label: t('nav.dashboard'), href: paths.dashboard(), primary: true }]}
          />
        )
      }
    </ProtectedPage>
  );
}
