// The server the end-to-end tests drive: the production build on a fresh embedded database
// with demo data and the e2e administrator and moderator (tests/e2e/support/admin.ts), in .e2e-data/
// (emptied at start), on E2E_PORT (3100).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { prepareDatabase, runNextServer } from './lib/run-next-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A fixed folder, emptied on every start: the tests read the code outbox from it.
const dataDir = path.join(root, '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const port = Number(process.env.E2E_PORT ?? 3100);
const env = {
  ...process.env,
  HEARTH_DATA_DIR: dataDir,
  PUBLIC_SITE_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  // Every request of the browser tests comes from 127.0.0.1: scale the per-IP limits up.
  RATE_LIMIT_SCALE: '50',
};
delete env.DATABASE_URL;

/** Runs one of the project's TypeScript scripts (with tsx) on the e2e database, or exits. */
function runScript(script, args) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(root, 'scripts', script),
      ...args,
    ],
    { cwd: root, stdio: 'inherit', env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Creates the tests' administrator with `npm run create-admin`'s script, and the moderator
 * (created the same way, then given the moderator's role). It runs before the server starts:
 * the server holds the embedded database's lock while it runs.
 */
async function createStaff() {
  const { e2eAdmin, e2eModerator } = await tsImport(
    '../tests/e2e/support/admin.ts',
    import.meta.url,
  );
  for (const account of [e2eAdmin, e2eModerator]) {
    runScript('create-admin.ts', [
      '--email',
      account.email,
      '--password',
      account.password,
      '--name',
      account.name,
    ]);
  }
  runScript('e2e-set-role.ts', ['--email', e2eModerator.email, '--role', 'moderator']);
}

prepareDatabase(root, env);
await createStaff();
runNextServer(root, env, port);
