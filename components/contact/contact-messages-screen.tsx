import { contactMessagesPageSize } from '@/api/contact/get-contact-messages';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { useUrlListPage } from '@/hooks/use-list-page';
import { adminPaths } from '@/utils/admin-paths';
import { ContactMessagesList } from './contact-messages-list';

const pageHref = (page: number) => adminPaths.messages({ page: page > 1 ? page : null });

/** /admin/messages: the contact page's messages for the administrators; others see a 403 panel. */
export function ContactMessagesScreen() {
  const { t } = useSiteText();
  const { limit, offset } = useUrlListPage(contactMessagesPageSize);
  return (
    <ConsoleScreen
      roles={['administrator', 'support']}
      title={t('admin_messages.title')}
      description={t('admin_messages.intro')}
      canonicalPath={adminPaths.messages()}
    >
      <ContactMessagesList page={{ limit, offset }} hrefFor={pageHref} />
    </ConsoleScreen>
  );
}
