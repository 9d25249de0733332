import Link from 'next/link';
import type { ChatConversationDto, ChatPreviewDto } from '@/contracts/dto/chat-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { Translate } from '@/hooks/use-translation';
import { paths } from '@/utils/paths';
import { chatTimeText } from './chat-time';
import { ListingStateBadge } from './listing-state-badge';
import styles from './conversation-list.module.css';

/** The last message as the list shows it. */
function previewText(preview: ChatPreviewDto | null, t: Translate): string {
  if (!preview) return t('chat.preview.none');
  const text =
    preview.kind === 'text'
      ? (preview.text ?? '')
      : t(`chat.preview.${preview.kind === 'audio' ? 'audio' : preview.kind}`);
  return preview.is_mine && preview.kind !== 'deleted' ? t('chat.preview.you', { text }) : text;
}

/** The link that opens a conversation (the other person and the listing in the URL). */
export function conversationHref(withUserId: number, propertyId: number): string {
  return paths.chat({ with: withUserId, property: propertyId });
}

export interface ConversationRowProps {
  conversation: ChatConversationDto;
  isOpen: boolean;
}

/** One conversation: listing photo and title, the other person, the last message, unread count. */
export function ConversationRow({ conversation, isOpen }: ConversationRowProps) {
  const { t, tCount, locale } = useSiteText();
  const person = conversation.other_user;
  const unread = conversation.unread_count;
  const title = (
    <>
      <bdi>{person.name}</bdi>
      {unread > 0 ? (
        <span className="visually-hidden">, {tCount('chat.unread', unread)}</span>
      ) : null}
    </>
  );
  return (
    <li className={isOpen ? styles.openRow : styles.row}>
      <span className={styles.photo}>
        {conversation.property_image ? (
          <img src={conversation.property_image} alt="" loading="lazy" width={56} height={56} />
        ) : (
          <UserAvatar name={person.name} src={person.profile} size={56} />
        )}
      </span>
      <div className={styles.body}>
        <p className={styles.top}>
          {person.id === null ? (
            <span className={styles.person}>{title}</span>
          ) : (
            <Link
              href={conversationHref(person.id, conversation.property_id)}
              className={styles.person}
              aria-current={isOpen ? 'true' : undefined}
              prefetch={false}
              scroll={false}
            >
              {title}
            </Link>
          )}
          <time className={styles.time} dateTime={conversation.last_message_at}>
            {chatTimeText(conversation.last_message_at, locale)}
          </time>
        </p>
        <p className={styles.property}>
          <bdi>{conversation.property_title}</bdi>
          <ListingStateBadge state={conversation.listing_state} />
        </p>
        <p className={unread > 0 ? styles.unreadPreview : styles.preview} dir="auto">
          {previewText(conversation.last_message, t)}
        </p>
      </div>
      {unread > 0 ? (
        <span className={styles.unread} aria-hidden="true">
          {unread}
        </span>
      ) : null}
    </li>
  );
}
