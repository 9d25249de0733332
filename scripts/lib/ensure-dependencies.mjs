// Installs npm packages when node_modules is missing or older than package-lock.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function ensureDependencies(root) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const installed = fs.existsSync(marker) && fs.existsSync(path.join(root, 'node_modules', 'next'));
  const stale =
    installed && fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs;
  if (installed && !stale) return;
  console.log(
    installed
      ? '• package-lock.json changed: updating packages…'
      : '• Installing packages (first run)…',
  );
  // `npm install`, not `npm ci`: the lockfile made here lists Linux packages only.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error('npm install failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
