/**
 * Work a call does after its answer has gone out (sending a code by mail or text), kept track
 * of so that whoever needs it done can wait for it: the route-table tests before they compare
 * the database, and, later, a graceful shutdown.
 */
const pending = new Set<Promise<void>>();

/** Starts the work; a failure goes to `onError` (the answer has gone, nobody else hears of it). */
export function runAfterAnswer(work: () => Promise<void>, onError: (error: unknown) => void): void {
  const running: Promise<void> = work()
    .catch(onError)
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every piece of after-answer work started so far (and what it started) ended. */
export async function settleAfterAnswerWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
