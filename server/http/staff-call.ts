import type { IncomingMessage } from 'node:http';
import { noStaffAudit, staffAuditFor } from '../audit/staff-audit';
import { AppError } from '../core/app-error';
import { clientAddress } from '../core/client-address';
import type { RouteDefinition, StaffAudit, Viewer } from '../core/route';
import type { Database } from '../db/database';

/** How long a sign-in (or a password typed again) counts for a `freshSignIn` staff call. */
export const freshSignInMs = 15 * 60 * 1000;

/** Refuses a `freshSignIn` call whose session signed in over 15 minutes ago (403). */
export function assertFreshSignIn(definition: RouteDefinition, viewer: Viewer | null): void {
  if (!definition.freshSignIn || !viewer) return;
  if (Date.now() - viewer.signedInAt.getTime() <= freshSignInMs) return;
  throw new AppError(
    'password_required',
    'Please type your password again to continue (you signed in more than 15 minutes ago).',
  );
}

/** The audit of a call: a staff route's (one that declares roles), or none. */
export function auditOfCall(
  definition: RouteDefinition,
  viewer: Viewer | null,
  req: IncomingMessage,
): StaffAudit {
  if (definition.roles.length === 0 || !viewer) return noStaffAudit;
  return staffAuditFor({ viewer, address: clientAddress(req), path: definition.path });
}

/**
 * After a staff write (or an audited read) that succeeded: the row its service did not record,
 * with the call's input as `after` (secrets masked), so each such call adds exactly one row.
 */
export async function completeStaffAudit(
  db: Database,
  definition: RouteDefinition,
  audit: StaffAudit,
  input: { query: unknown; body: unknown },
): Promise<void> {
  if (audit === noStaffAudit || audit.recorded > 0) return;
  if (definition.method === 'GET' && !definition.auditReads) return;
  const after = definition.method === 'GET' ? input.query : input.body;
  const target = targetOf(after);
  await audit.record(db, { ...target, after });
}

/** A call's input names what it touched by its id (`user_id`, `id`, …) when it has one. */
function targetOf(input: unknown): { targetType?: string; targetId?: string | number } {
  if (input === null || typeof input !== 'object') return {};
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (!/(^|_)id$/.test(name)) continue;
    if (typeof value !== 'number' && typeof value !== 'string') continue;
    return { targetType: name === 'id' ? undefined : name.replace(/_id$/, ''), targetId: value };
  }
  return {};
}
