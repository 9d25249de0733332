import { getLogger } from '../core/logger';
import type { Database } from '../db/database';
import { noteLivePresence } from '../notifications/delivery-repository';

/** The users with a stream open on this instance (how many each), and the timer noting them. */
interface PresenceBook {
  open: Map<number, number>;
  timer: NodeJS.Timeout | null;
}

const books = new WeakMap<Database, PresenceBook>();

/**
 * Keeps `userId` noted as present (live_presence, which the missed-message email reads) while
 * their stream is open: at once, then with every other user streaming to this instance in one
 * statement every `everyMs`, and once more when the last of their streams closes. One write a
 * beat per instance, not one per stream: 5,000 streams would otherwise write 250 times a second.
 * Answers the release, to call when the stream ends.
 */
export async function holdLivePresence(
  db: Database,
  userId: number,
  everyMs: number,
): Promise<() => Promise<void>> {
  let book = books.get(db);
  if (!book) {
    book = { open: new Map(), timer: null };
    books.set(db, book);
  }
  const held = book;
  held.open.set(userId, (held.open.get(userId) ?? 0) + 1);
  held.timer ??= setInterval(() => {
    noteLivePresence(db, [...held.open.keys()]).catch((error: unknown) => {
      getLogger().warn({ err: error }, 'live presence not noted');
    });
  }, everyMs);
  held.timer.unref();
  await noteLivePresence(db, userId);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    const left = (held.open.get(userId) ?? 1) - 1;
    if (left > 0) held.open.set(userId, left);
    else held.open.delete(userId);
    if (held.open.size === 0 && held.timer) {
      clearInterval(held.timer);
      held.timer = null;
    }
    await noteLivePresence(db, userId).catch(() => {});
  };
}
