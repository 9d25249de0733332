import type { ChatListingState } from '@/contracts/dto/chat-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './conversation-list.module.css';

/** "Sold", "Rented" or "Listing removed" beside a conversation's listing; nothing while it is live. */
export function ListingStateBadge({ state }: { state: ChatListingState }) {
  const { t } = useSiteText();
  if (state === 'live') return null;
  return (
    <span className={state === 'gone' ? styles.gone : styles.closedState}>
      {t(`chat.state.${state}`)}
    </span>
  );
}
