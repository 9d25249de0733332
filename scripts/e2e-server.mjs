// The server the end-to-end tests drive: the production build on a fresh embedded database
// with demo data, in .e2e-data/ (emptied at start), on E2E_PORT (3100).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
prepareDatabase(root, env);
runNextServer(root, env, port);
