import type { AdminUserRowDto } from '@/contracts/dto/staff-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './staff.module.css';

/** An account's role (staff only) and status, as badges. */
export function AccountBadges({
  user,
}: {
  user: Pick<AdminUserRowDto, 'role' | 'status' | 'deleted'>;
}) {
  const { t } = useSiteText();
  return (
    <span className={styles.actions}>
      {user.role !== 'user' && (
        <span className={styles.badge}>{t(`console.role.${user.role}`)}</span>
      )}
      {user.deleted ? (
        <span className={styles.danger}>{t('console.status.deleted')}</span>
      ) : (
        <span className={user.status === 'active' ? styles.ok : styles.danger}>
          {t(`console.status.${user.status}`)}
        </span>
      )}
    </span>
  );
}
