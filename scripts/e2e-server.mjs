// The server the end-to-end tests drive: the production build on a fresh embedded database
// with demo data, in a temporary data directory, on E2E_PORT (3100).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDatabase, runNextServer } from './lib/run-next-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const env = {
  ...process.env,
  HEARTH_DATA_DIR: dataDir,
  PUBLIC_SITE_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
prepareDatabase(root, env);
const child = runNextServer(root, env, port);
child.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
