import { contactMessagesPageSize } from '@/api/contact/get-contact-messages';
import { AdminPage } from '@/components/layout/admin-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { useUrlListPage } from '@/hooks/use-list-page';
import { adminPaths } from '@/utils/admin-paths';
import { ContactMessagesList } from './contact-messages-list';
import styles from './contact-messages.module.css';

const pageHref = (page: number) => adminPaths.messages({ page: page > 1 ? page : null });

/** /admin/messages: the contact page's messages for the administrators; others see a 403 panel. */
export function ContactMessagesScreen() {
  const { t } = useSiteText();
  const { limit, offset } = useUrlListPage(contactMessagesPageSize);
  return (
    <AdminPage
      roles={['administrator', 'support']}
      title={t('admin_messages.title')}
      description={t('admin_messages.intro')}
      canonicalPath={adminPaths.messages()}
    >
      <div className={styles.page}>
        <header>
          <h1 className={styles.title}>{t('admin_messages.title')}</h1>
          <p className={styles.intro}>{t('admin_messages.intro')}</p>
        </header>
        <ContactMessagesList page={{ limit, offset }} hrefFor={pageHref} />
      </div>
    </AdminPage>
  );
}
