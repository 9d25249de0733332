import { useId, useState } from 'react';
import { useSetUserStatus } from '@/api/staff/set-user-status';
import { useSetStaffRole } from '@/api/staff/staff-members';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import type { AdminUserDto } from '@/contracts/dto/staff-dto';
import { grantableRoles, type GrantableRole } from '@/contracts/requests/staff-requests';
import { accountHoldsRole, moderationRoles, staffRolesOfAccount } from '@/contracts/staff-roles';
import { usePasswordAgain } from '@/components/layout/password-again';
import { ConsoleSection } from '@/components/layout/console-section';
import { useSiteText } from '@/components/layout/use-site-text';
import { ActionDialog } from '@/components/ui/action-dialog';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { notify } from '@/utils/notify';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './staff.module.css';

const roleOfAccount = (user: AdminUserDto): GrantableRole =>
  staffRolesOfAccount[user.role][0] ?? 'none';

/**
 * What the signed-in staff member may do to an account: deactivate (with a reason for the log)
 * or reactivate it (administrator and moderator; staff accounts the administrator's only), and
 * grant or take away a staff role (administrator; asks for the password again after 15 minutes).
 */
export function UserActions({ user, viewer }: { user: AdminUserDto; viewer: SessionUserDto }) {
  const { t } = useSiteText();
  const id = useId();
  const setStatus = useSetUserStatus();
  const setRole = useSetStaffRole();
  const withPassword = usePasswordAgain();
  const [isAsking, setIsAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [role, setRoleChoice] = useState<GrantableRole>(roleOfAccount(user));
  const isSelf = user.id === viewer.id;
  const isStaffAccount = user.role !== 'user';
  const mayChangeStatus =
    !isSelf &&
    !user.deleted &&
    accountHoldsRole(viewer.role, moderationRoles) &&
    (!isStaffAccount || viewer.role === 'admin');
  const mayGrant = !user.deleted && viewer.role === 'admin';
  const failed = (error: unknown) => void notify('error', apiErrorText(error, t));

  const changeStatus = (status: 'active' | 'deactivated') =>
    setStatus.mutate(
      { userId: user.id, status, reason: reason.trim() },
      {
        onSuccess: () => {
          setIsAsking(false);
          setReason('');
          void notify('success', t(`console.user.done.${status}`));
        },
        onError: failed,
      },
    );

  if (!mayChangeStatus && !mayGrant) return null;
  return (
    <ConsoleSection title={t('console.user.actions')}>
      {mayChangeStatus && (
        <div className={styles.actions}>
          {user.status === 'active' ? (
            <Button variant="danger" onClick={() => setIsAsking(true)}>
              {t('console.user.deactivate')}
            </Button>
          ) : (
            <Button isBusy={setStatus.isPending} onClick={() => changeStatus('active')}>
              {t('console.user.reactivate')}
            </Button>
          )}
        </div>
      )}
      {mayGrant && (
        <form
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            withPassword(() => setRole.mutateAsync({ userId: user.id, role })).then(
              () => void notify('success', t('console.user.done.role')),
              failed,
            );
          }}
        >
          <label className={consoleStyles.field} htmlFor={`${id}-role`}>
            {t('console.user.role')}
            <select
              id={`${id}-role`}
              className={consoleStyles.control}
              value={role}
              onChange={(event) => setRoleChoice(event.target.value as GrantableRole)}
            >
              {grantableRoles.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`console.grant.${choice}`)}
                </option>
              ))}
            </select>
          </label>
          <Button
            type="submit"
            variant="secondary"
            isBusy={setRole.isPending}
            disabled={role === roleOfAccount(user)}
          >
            {t('console.user.save_role')}
          </Button>
        </form>
      )}
      <ActionDialog
        isOpen={isAsking}
        title={t('console.user.deactivate_title', { name: user.name })}
        actionLabel={t('console.user.deactivate')}
        isBusy={setStatus.isPending}
        onAction={() => changeStatus('deactivated')}
        onCancel={() => setIsAsking(false)}
      >
        <div className={styles.reasonForm}>
          <p>{t('console.user.deactivate_text')}</p>
          <label className={consoleStyles.field} htmlFor={`${id}-reason`}>
            {t('console.user.reason')}
            <textarea
              id={`${id}-reason`}
              className={consoleStyles.control}
              rows={3}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        </div>
      </ActionDialog>
    </ConsoleSection>
  );
}
