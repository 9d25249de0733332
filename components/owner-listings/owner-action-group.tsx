import Link from 'next/link';
import type { ReactNode } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/owner-listings.module.css';
import { Button } from '@/components/ui/button';

/**
 * An owner's actions on one of their listings (any kind): Edit (when it can be edited), the
 * kind's own actions (`children`: status changes, featuring), Delete, and the confirmation
 * dialog they open.
 */
export function OwnerActionGroup({
  title,
  editHref,
  isBusy,
  onDelete,
  children,
  dialog,
}: {
  title: string;
  /** The edit form; null when the listing can no longer be edited. */
  editHref: string | null;
  isBusy: boolean;
  /** Asks before deleting. */
  onDelete: () => void;
  children: ReactNode;
  dialog: ReactNode;
}) {
  const { t } = useSiteText();
  return (
    <div
      className={styles.actions}
      role="group"
      aria-label={t('owner_listings.actions_label', { title })}
    >
      {editHref ? (
        <Link
          href={editHref}
          prefetch={false}
          className={`button button-secondary ${styles.action}`}
        >
          {t('owner_listings.action.edit')}
        </Link>
      ) : null}
      {children}
      <Button
        variant="ghost"
        className={`${styles.action} ${styles.deleteAction}`}
        disabled={isBusy}
        onClick={onDelete}
      >
        {t('owner_listings.action.delete')}
      </Button>
      {dialog}
    </div>
  );
}
