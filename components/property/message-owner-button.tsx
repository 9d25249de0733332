import Link from 'next/link';
import type { ListingOwnerDto, PropertyCardDto } from '@/contracts/dto/property-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { loginPathFor, useSessionRestored } from '@/hooks/use-require-session';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { chatWithOwnerRequested } from '@/store/slices/cache-slice';
import { selectSessionUser } from '@/store/slices/session-slice';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import styles from './message-owner-button.module.css';

export interface MessageOwnerButtonProps {
  owner: Pick<ListingOwnerDto, 'id' | 'name' | 'profile'>;
  listing: Pick<PropertyCardDto, 'id' | 'title' | 'slug_id' | 'title_image'>;
}

/**
 * "Message the owner": the chat page with this listing and its owner chosen and the composer
 * focused; a visitor signs in first and comes back there. The page is static (the same HTML
 * for everyone), so who is looking is decided in the browser once the session is restored:
 * nothing before, and nothing for the owner on their own listing.
 */
export function MessageOwnerButton({ owner, listing }: MessageOwnerButtonProps) {
  const { t } = useSiteText();
  const dispatch = useAppDispatch();
  const isRestored = useSessionRestored();
  const user = useAppSelector(selectSessionUser);
  const chatHref = paths.chat({ with: owner.id, property: listing.id, compose: 1 });
  if (!isRestored || !hasPage(chatHref) || user?.id === owner.id) return null;
  return (
    <div className={styles.box}>
      <Link
        href={user ? chatHref : loginPathFor(chatHref)}
        prefetch={false}
        className={`button button-primary ${styles.button}`}
        onClick={() =>
          dispatch(
            chatWithOwnerRequested({
              userId: owner.id,
              name: owner.name,
              profile: owner.profile,
              propertyId: listing.id,
              propertyTitle: listing.title,
              propertySlug: listing.slug_id,
              propertyImage: listing.title_image,
            }),
          )
        }
      >
        {t('chat_start.message_owner')}
      </Link>
      {user ? null : <p className={styles.hint}>{t('chat_start.sign_in_hint')}</p>}
    </div>
  );
}
