import Link from 'next/link';
import { useState } from 'react';
import type { ChatBlockTarget } from '@/api/chat/block-user';
import { useUnblockUser } from '@/api/chat/unblock-user';
import type { ChatConversationDto } from '@/contracts/dto/chat-dto';
import { ChevronStartIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FailureLine } from '@/components/ui/failure-line';
import { useActionFailure } from '@/components/ui/use-action-failure';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/utils/paths';
import { BlockDialog } from './block-dialog';
import { ListingStateBadge } from './listing-state-badge';
import styles from './chat-thread.module.css';

/** What the header shows of the listing and the person, with or without a conversation yet. */
export interface ThreadSubject {
  name: string;
  profile: string | null;
  title: string | null;
  slug: string | null;
  image: string | null;
}

/** Whom a block of the conversation's other side names; null when nobody can be (a deleted account). */
function blockTargetOf(conversation: ChatConversationDto | null): ChatBlockTarget | null {
  if (!conversation) return null;
  if (conversation.other_user.is_admin) return { to_admin: 1 };
  return conversation.other_user.id === null ? null : { to_user_id: conversation.other_user.id };
}

/**
 * The top of a conversation: back to the list (phones), the person, the listing and its
 * state, and blocking or unblocking them.
 */
export function ThreadHeader(props: {
  conversation: ChatConversationDto | null;
  subject: ThreadSubject;
}) {
  const { conversation, subject } = props;
  const { t } = useSiteText();
  const unblock = useUnblockUser();
  const [isBlocking, setIsBlocking] = useState(false);
  const { failure, attempt } = useActionFailure('chat.unblock.failed');
  const target = blockTargetOf(conversation);
  const isBlockedByMe = conversation?.closed_reason === 'blocked_by_you';

  return (
    <header className={styles.header}>
      <Link href={paths.chat()} className={styles.back} prefetch={false}>
        <ChevronStartIcon size={20} className="flip-rtl" />
        <span>{t('chat.back')}</span>
      </Link>
      <div className={styles.subject}>
        <UserAvatar name={subject.name} src={subject.profile} size={40} />
        <div className={styles.who}>
          <h2 className={styles.name}>
            <bdi>{subject.name}</bdi>
          </h2>
          {subject.title ? (
            <p className={styles.listing}>
              {subject.slug && conversation?.listing_state !== 'gone' ? (
                <Link href={paths.propertyDetail(subject.slug)} prefetch={false}>
                  <bdi>{subject.title}</bdi>
                </Link>
              ) : (
                <bdi>{subject.title}</bdi>
              )}
              {conversation ? <ListingStateBadge state={conversation.listing_state} /> : null}
            </p>
          ) : null}
        </div>
        {target ? (
          isBlockedByMe ? (
            <Button
              variant="secondary"
              isBusy={unblock.isPending}
              onClick={() => void attempt(() => unblock.mutateAsync(target))}
            >
              {t('chat.unblock.action')}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setIsBlocking(true)}>
              {t('chat.block.action')}
            </Button>
          )
        ) : null}
      </div>
      <FailureLine failure={failure} />
      {target && isBlocking ? (
        <BlockDialog
          isOpen
          target={target}
          name={subject.name}
          onClose={() => setIsBlocking(false)}
        />
      ) : null}
    </header>
  );
}
