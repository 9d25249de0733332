import { notFound } from '../core/app-error';
import type { StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';

/** How an admin's save of one thing of the console (a question, a reason, a parameter) goes. */
export interface AuditedSave<Row extends { id: number }> {
  /** The thing as a refusal names it: "The question". */
  thing: string;
  /** Its audit rows' target type: `faq`. */
  targetType: string;
  /** The current row, locked until the save ends. */
  find(tx: Database, id: number): Promise<Row | null>;
  /** Refuses a change the current row does not allow (throws). */
  check?(tx: Database, current: Row | null): Promise<void>;
  /** Adds the thing (no current row) or changes it; null when it is gone. */
  write(tx: Database, current: Row | null): Promise<Row | undefined | null>;
  /** What the audit log keeps of a row. */
  snapshot(row: Row): unknown;
}

/**
 * Adds a thing (no `id`) or changes the one with `id` (404 when there is none), with one audit
 * row of it before and after, in one transaction. Answers the saved row.
 */
export function saveAudited<Row extends { id: number }>(
  db: Database,
  id: number | undefined,
  audit: StaffAudit,
  save: AuditedSave<Row>,
): Promise<Row> {
  return runInTransaction(db, async (tx) => {
    const current = id ? await save.find(tx, id) : null;
    if (id && !current) throw notFound(save.thing);
    await save.check?.(tx, current);
    const saved = await save.write(tx, current);
    if (!saved) throw notFound(save.thing);
    await audit.record(tx, {
      targetType: save.targetType,
      targetId: saved.id,
      before: current ? save.snapshot(current) : null,
      after: save.snapshot(saved),
    });
    return saved;
  });
}
