import { AppError } from '../core/app-error';
import type { StaffAudit, StaffAuditEntry, Viewer } from '../core/route';
import type { Database } from '../db/database';
import { insertAuditRow } from './audit-repository';
import { maskSecrets } from './mask-secrets';

interface StaffCall {
  viewer: Viewer;
  address: string;
  /** The call's path: the action of an entry that names none. */
  path: string;
}

/** The audit of one staff call: each entry a row, secrets masked (see StaffAudit). */
export function staffAuditFor(call: StaffCall): StaffAudit {
  let recorded = 0;
  return {
    get recorded() {
      return recorded;
    },
    async record(db: Database, entry: StaffAuditEntry) {
      await insertAuditRow(db, {
        actorId: call.viewer.userId,
        actorName: call.viewer.name,
        actorRole: call.viewer.role,
        action: entry.action ?? call.path,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId === undefined ? null : String(entry.targetId),
        address: call.address,
        before: entry.before === undefined ? null : maskSecrets(entry.before),
        after: entry.after === undefined ? null : maskSecrets(entry.after),
      });
      recorded += 1;
    },
  };
}

/** The audit of a call that is not a staff call: recording there is a programming error. */
export const noStaffAudit: StaffAudit = {
  recorded: 0,
  record() {
    return Promise.reject(
      new AppError(
        'internal_error',
        'Only a staff route (one that declares roles) records an audit.',
      ),
    );
  },
};
