import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, errorStatuses, type ErrorCode } from '@/contracts/error-codes';
import type { DatabaseHandle } from '@/server/db/database';
import { AppError } from '@/server/core/app-error';
import { route } from '@/server/core/route';
import { startApiTestServer, type ApiTestServer } from '../../support/api-test-server';
import { openTestDatabase } from '../../support/test-database';

/** One call per error code, each refusing with that code and nothing else. */
const refusingRoutes = errorCodes.map((code) =>
  route('GET', `refuse/${code}`, {
    auth: 'none',
    handle: async () => {
      throw new AppError(code, `Refused with ${code}.`);
    },
  }),
);

let handle: DatabaseHandle;
let api: ApiTestServer;

beforeAll(async () => {
  handle = await openTestDatabase();
  api = await startApiTestServer(handle.db, {
    routes: refusingRoutes,
    // internal_error is logged as a failure: keep the run's output quiet.
    logger: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  await api.close();
  await handle.close();
});

describe('the error map', () => {
  it('gives every code an HTTP error status', () => {
    for (const code of errorCodes) {
      expect(errorStatuses[code], code).toBeGreaterThanOrEqual(400);
      expect(errorStatuses[code], code).toBeLessThan(600);
    }
  });

  it('takes an AppError’s status from its code, wherever it is thrown', () => {
    const error = new AppError('package_not_found', 'Package Not Available');
    expect(error).toMatchObject({ code: 'package_not_found', status: 404 });
  });

  it.each(errorCodes.map((code): [ErrorCode, number] => [code, errorStatuses[code]]))(
    '%s answers %i through the pipeline',
    async (code, status) => {
      const response = await api.call('GET', `refuse/${code}`);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ error: true, code, message: `Refused with ${code}.` });
    },
  );
});
