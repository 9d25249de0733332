// `npm start`: install what is missing, build if the sources changed, prepare the database
// (PGlite in ./data by default, PostgreSQL with DATABASE_URL), and serve on PORT (3000).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
// Settings from .env, if present (see .env.example); the environment wins over the file.
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
ensureDependencies(root);
const { ensureBuild } = await import('./lib/ensure-build.mjs');
const { prepareDatabase, runNextServer } = await import('./lib/run-next-server.mjs');
ensureBuild(root);
prepareDatabase(root, process.env);
const port = Number(process.env.PORT ?? 3000);
console.log(
  `• Starting Hearth on http://localhost:${port} (ready after ${Math.round((Date.now() - started) / 1000)} s of preparation)`,
);
runNextServer(root, process.env, port);
