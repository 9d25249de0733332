import type { ServerResponse } from 'node:http';
import type { Logger } from '../core/logger';
import { pathsInEveryLocale } from './site-locales';

/** Pages regenerated at once; more wait their turn (a user with many listings changed a name). */
const concurrency = 4;

/**
 * Regenerates the changed pages in every language. A page that fails to regenerate keeps its old
 * copy until its time-based revalidation; the write itself has succeeded and is not undone.
 */
export async function regeneratePages(
  res: ServerResponse,
  sitePaths: readonly string[],
  revalidatePage: ((res: ServerResponse, path: string) => Promise<void>) | undefined,
  log: Logger,
): Promise<void> {
  if (!revalidatePage || sitePaths.length === 0) return;
  const queue = sitePaths.flatMap(pathsInEveryLocale);
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await revalidatePage(res, path);
      } catch (error) {
        log.warn({ err: error, path }, 'could not regenerate a changed page');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}
