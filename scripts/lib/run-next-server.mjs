// Prepares the database (migrations, demo data on first start), then runs the production
// server (scripts/serve.mjs: Next.js behind the shared page cache).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

export function prepareDatabase(root, env) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(root, 'scripts', 'prepare-database.ts'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function runNextServer(root, env, port) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: String(port), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
