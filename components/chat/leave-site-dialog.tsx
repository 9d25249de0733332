import { ActionDialog } from '@/components/ui/action-dialog';
import { useSiteText } from '@/components/layout/use-site-text';

export interface LeaveSiteDialogProps {
  /** The link the reader asked to open; null while none is. */
  url: URL | null;
  onClose: () => void;
}

/** Warns before a link in a message opens another site: "You are leaving Hearth for …". */
export function LeaveSiteDialog({ url, onClose }: LeaveSiteDialogProps) {
  const { t } = useSiteText();
  const host = url?.host ?? '';
  return (
    <ActionDialog
      isOpen={url !== null}
      title={t('chat.link.title')}
      actionLabel={t('chat.link.continue', { host })}
      onAction={() => {
        if (url) window.open(url.href, '_blank', 'noopener,noreferrer');
        onClose();
      }}
      onCancel={onClose}
    >
      <p>{t('chat.link.text', { host })}</p>
      <p dir="ltr">
        <bdi>{url?.href}</bdi>
      </p>
    </ActionDialog>
  );
}
