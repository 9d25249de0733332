/**
 * Whether an error means the database went away — the connection was closed under the
 * statement (an administrator's command, a restart, a crash, the network) or could not be
 * opened — rather than that the statement itself was refused. Such a failure says nothing
 * about the request: it answers 503 (server/core/database-unavailable.ts), and a plain read
 * outside a transaction is tried once more on another connection (retry-reads-once.ts).
 *
 * Drizzle wraps the driver's error (`cause`), so the whole chain is looked at.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== 'object') return false;
    if (isLostConnectionError(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATE codes of a connection ended by the server: class 08 (connection exception), 57P01
 * admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down).
 */
const lostStates = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** Socket errors of a connection that broke or could not be made. */
const lostSocketCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** node-postgres's own sentences for a client whose connection is gone. */
const lostMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

function isLostConnectionError(error: object): boolean {
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (lostStates.test(code) || lostSocketCodes.has(code))) {
    return true;
  }
  const message = 'message' in error ? error.message : undefined;
  return typeof message === 'string' && lostMessages.some((lost) => message.startsWith(lost));
}
