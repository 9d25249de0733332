import fs from 'node:fs/promises';
import path from 'node:path';

const cache = new Map<string, Promise<Record<string, string>>>();
const ownCache = new Map<string, Promise<Record<string, string> | null>>();

/**
 * The strings of one language from locales/<code>.json. English fills any key another
 * language lacks, so a missing translation never shows a raw key.
 */
export function readTranslations(code: string): Promise<Record<string, string>> {
  let cached = cache.get(code);
  if (!cached) {
    cached = loadWithFallback(code);
    cache.set(code, cached);
    cached.catch(() => cache.delete(code));
  }
  return cached;
}

/**
 * The strings of locales/<code>.json alone, without the English fallback (null: no file). The
 * files change only with a new build, so each is read once per process.
 */
export function readLanguageFile(code: string): Promise<Record<string, string> | null> {
  let cached = ownCache.get(code);
  if (!cached) {
    cached = readLocaleFile(code);
    ownCache.set(code, cached);
    cached.catch(() => ownCache.delete(code));
  }
  return cached;
}

async function loadWithFallback(code: string): Promise<Record<string, string>> {
  const english = await readLanguageFile('en');
  if (code === 'en') return { ...(english ?? {}) };
  const own = await readLanguageFile(code);
  return { ...(english ?? {}), ...(own ?? {}) };
}

async function readLocaleFile(code: string): Promise<Record<string, string> | null> {
  if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(code)) return null;
  try {
    const text = await fs.readFile(path.join(process.cwd(), 'locales', `${code}.json`), 'utf8');
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return null;
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
