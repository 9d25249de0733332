import type { Pool, PoolClient } from 'pg';

type Connect = (...args: unknown[]) => unknown;

/**
 * Gives a lost connection back to the pool as soon as it is lost, while a transaction holds it.
 * Drizzle's `transaction` sends `begin` before its try/finally: when the connection is lost on
 * `begin`, it never releases the client, and once the pool's every connection has leaked so,
 * every later request waits forever. Here the client's loss (its `error` event) releases it
 * with the error — the pool drops it and opens a new one — and a release after that (Drizzle's
 * own, in its finally) is harmless. The transaction's statements fail as before (503).
 */
export function releaseLostConnections(pool: Pool): Pool {
  const connect = pool.connect.bind(pool) as Connect;
  const guardedConnect: Connect = (...args) => {
    // The pool's own query() checks out with a callback and minds the loss itself.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<PoolClient>).then(releasedOnLoss);
  };
  Object.assign(pool, { connect: guardedConnect });
  return pool;
}

function releasedOnLoss(client: PoolClient): PoolClient {
  const releaseToPool = client.release;
  let released = false;
  const onLoss = (error: Error) => client.release(error);
  client.on('error', onLoss);
  // The pool sets `release` afresh at every checkout, so this guard lasts one checkout.
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onLoss);
    releaseToPool(error);
  };
  return client;
}
