import { useId } from 'react';
import { useBlockedUsers } from '@/api/chat/get-blocked-users';
import { useUnblockUser } from '@/api/chat/unblock-user';
import type { ChatBlockDto } from '@/contracts/dto/chat-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FailureLine } from '@/components/ui/failure-line';
import { LoadStatus } from '@/components/ui/load-status';
import { useActionFailure } from '@/components/ui/use-action-failure';
import { UserAvatar } from '@/components/ui/user-avatar';
import styles from './blocked-people-section.module.css';

/** One block: who, the reason, and Unblock. */
function BlockedPerson({ block }: { block: ChatBlockDto }) {
  const { t } = useSiteText();
  const unblock = useUnblockUser();
  const { failure, attempt } = useActionFailure('chat.unblock.failed');
  const name = block.to_admin ? t('chat.blocked.admin') : (block.user?.name ?? '');
  const target =
    block.to_admin || !block.user?.id ? { to_admin: 1 as const } : { to_user_id: block.user.id };

  return (
    <li className={styles.person}>
      <UserAvatar name={name} src={block.user?.profile ?? null} size={40} />
      <div className={styles.who}>
        <p className={styles.name}>
          <bdi>{name}</bdi>
        </p>
        {block.reason ? (
          <p className={styles.reason}>{t('chat.blocked.reason', { reason: block.reason })}</p>
        ) : null}
        <FailureLine failure={failure} />
      </div>
      <Button
        variant="secondary"
        isBusy={unblock.isPending}
        onClick={() => void attempt(() => unblock.mutateAsync(target))}
      >
        {t('chat.unblock.action')}
      </Button>
    </li>
  );
}

/** The profile's list of the people (and the admin) the user blocked, each with Unblock. */
export function BlockedPeopleSection() {
  const { t } = useSiteText();
  const titleId = useId();
  const result = useBlockedUsers();
  const blocks = result.data;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('chat.blocked.title')}
      </h2>
      <p className={styles.intro}>{t('chat.blocked.intro')}</p>
      {!blocks ? (
        <LoadStatus
          isError={result.isError}
          failedText={t('chat.blocked.failed')}
          onRetry={result.refetch}
        />
      ) : blocks.length === 0 ? (
        <p className={styles.intro}>{t('chat.blocked.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {blocks.map((block) => (
            <BlockedPerson key={block.id} block={block} />
          ))}
        </ul>
      )}
    </section>
  );
}
