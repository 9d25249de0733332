import type { Pool } from 'pg';
import { isConnectionLost } from './connection-lost';
import { isPlainRead } from './plain-read';

type SendQuery = (...args: unknown[]) => unknown;

/**
 * Has the pool send a plain read (plain-read.ts) a second time, on another connection, when
 * its connection was lost under it (connection-lost.ts): a pooled connection the server closed
 * (a restart, an administrator's command) fails the statement it was handed, and the pool
 * replaces it. Only `pool.query` is wrapped — the statements Drizzle runs outside a
 * transaction; a transaction's statements go through a client of its own and are never sent
 * again, and neither is a write, whose first attempt may have been carried out.
 */
export function retryReadsOnce(pool: Pool): Pool {
  const send = pool.query.bind(pool) as SendQuery;
  const query: SendQuery = (...args) => {
    const attempt = send(...args);
    if (!isRetriable(args)) return attempt;
    return (attempt as Promise<unknown>).catch((error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      return send(...args);
    });
  };
  Object.assign(pool, { query });
  return pool;
}

/** A promise-form query of a plain read (not a callback, not a stream or cursor). */
function isRetriable(args: readonly unknown[]): boolean {
  if (args.some((arg) => typeof arg === 'function')) return false;
  const [statement] = args;
  if (typeof statement === 'string') return isPlainRead(statement);
  if (typeof statement !== 'object' || statement === null || 'submit' in statement) return false;
  const text = 'text' in statement ? statement.text : undefined;
  return typeof text === 'string' && isPlainRead(text);
}
