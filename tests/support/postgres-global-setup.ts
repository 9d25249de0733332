import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * For the server-postgres project: picks a name prefix for this run's databases (each test
 * file creates its own under it) and drops whatever is left under it at the end.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const prefix = `hearth_t${randomBytes(4).toString('hex')}`;
  project.provide('postgresDatabasePrefix', prefix);
  return async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${prefix}%`],
      );
      for (const row of rows) {
        await client.query(`drop database if exists "${row.datname}" with (force)`);
      }
    } finally {
      await client.end();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresDatabasePrefix: string;
  }
}
