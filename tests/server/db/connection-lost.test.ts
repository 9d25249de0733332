import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '@/server/db/connection-lost';

/** An error as node-postgres raises it: a message, and the SQLSTATE or socket code if any. */
const driverError = (message: string, code?: string): Error =>
  Object.assign(new Error(message), code ? { code } : {});

describe('isConnectionLost', () => {
  it.each([
    [
      'an administrator ended the connection (57P01)',
      driverError('terminating connection due to administrator command', '57P01'),
    ],
    [
      'the server crashed (57P02)',
      driverError('terminating connection because of crash of another server process', '57P02'),
    ],
    [
      'the server is starting or stopping (57P03)',
      driverError('the database system is shutting down', '57P03'),
    ],
    ['a connection exception (class 08)', driverError('connection failure', '08006')],
    ['the socket was reset', driverError('read ECONNRESET', 'ECONNRESET')],
    [
      'the server refused the connection',
      driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    ['the socket broke while writing', driverError('write EPIPE', 'EPIPE')],
    ['node-postgres saw the connection end', driverError('Connection terminated unexpectedly')],
    [
      'node-postgres refuses a broken client',
      driverError('Client has encountered a connection error and is not queryable'),
    ],
  ])('counts %s as the database going away', (_, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it('looks through the error Drizzle wraps around the driver error', () => {
    const lost = driverError('Connection terminated unexpectedly');
    expect(isConnectionLost(new DrizzleQueryError('select 1', [], lost))).toBe(true);
  });

  it.each([
    [
      'a unique violation (23505)',
      driverError('duplicate key value violates unique constraint', '23505'),
    ],
    [
      'a statement cancelled by its timeout (57014)',
      driverError('canceling statement due to statement timeout', '57014'),
    ],
    ['a serialization failure (40001)', driverError('could not serialize access', '40001')],
    ['a syntax error (42601)', driverError('syntax error at or near "selec"', '42601')],
    ['an error of our own', new Error('The property was not found.')],
  ])('does not count %s as the database going away', (_, error) => {
    expect(isConnectionLost(error)).toBe(false);
    expect(isConnectionLost(new DrizzleQueryError('select 1', [], error))).toBe(false);
  });

  it('answers false for what is not an error', () => {
    expect(isConnectionLost(undefined)).toBe(false);
    expect(isConnectionLost('Connection terminated unexpectedly')).toBe(false);
  });
});
