import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { e2eAdmin } from './admin';
import { test } from './test';

/**
 * Two instances of the production build (the one `npm run build` made) on one throwaway
 * PostgreSQL database, seeded with the demo data and the e2e admin, and one Redis. Runs when
 * CI provides TEST_DATABASE_URL and TEST_REDIS_URL (skips the file otherwise), on the desktop
 * project only (no viewport involved). Call it at the top of a spec: it registers the spec's
 * beforeAll and afterAll, and returns the instances' origins and a runner of `scripts/`.
 */
export interface TwoInstances {
  /** `http://localhost:<port>` of each instance. */
  readonly origins: readonly [string, string];
  /** Runs `scripts/<script>` with tsx against the instances' database; returns its stdout. */
  runScript(script: string, args?: string[]): string;
}

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const root = path.resolve(__dirname, '..', '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitUntilReady(port: number): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/api/web-settings`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The instance on port ${port} did not start.`);
}

/** Starts two instances on `ports` for the spec that calls it (see TwoInstances). */
export function startTwoInstances(ports: readonly [number, number]): TwoInstances {
  let servers: ChildProcess[] = [];
  let databaseName = '';
  let dataDir = '';
  let env: NodeJS.ProcessEnv = { ...process.env };
  const runScript = (script: string, args: string[] = []): string => {
    const result = spawnSync(process.execPath, [tsx, path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };

  test.skip(!databaseUrl || !redisUrl, 'needs TEST_DATABASE_URL and TEST_REDIS_URL');
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough: no viewport involved');
    test.setTimeout(240_000);
    databaseName = `hearth_e2e_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database "${databaseName}"`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-two-instances-'));
    env = {
      ...process.env,
      DATABASE_URL: withDatabase(databaseUrl ?? '', databaseName),
      REDIS_URL: redisUrl,
      ISR_CACHE_KEY_PREFIX: databaseName,
      HEARTH_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    runScript('prepare-database.ts');
    runScript('seed-demo.ts');
    runScript('create-admin.ts', ['--email', e2eAdmin.email, '--password', e2eAdmin.password]);
    servers = ports.map((port) =>
      spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
        cwd: root,
        env: { ...env, PUBLIC_SITE_URL: `http://localhost:${port}` },
        stdio: 'ignore',
      }),
    );
    await Promise.all(ports.map(waitUntilReady));
  });

  test.afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (databaseName) await adminQuery(`drop database if exists "${databaseName}" with (force)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    origins: [`http://localhost:${ports[0]}`, `http://localhost:${ports[1]}`],
    runScript,
  };
}
