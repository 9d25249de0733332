// Builds the production app when there is no build, or the sources changed since the last one.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const sourceFolders = [
  'pages',
  'components',
  'api',
  'store',
  'hooks',
  'utils',
  'contracts',
  'locales',
  'server',
  'styles',
  'public',
  'service-worker',
];
const sourceFiles = ['next.config.mjs', 'package-lock.json', 'tsconfig.json'];

function listFiles(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

export function sourceHash(root) {
  const hash = createHash('sha256');
  const files = [
    ...sourceFolders.flatMap((folder) => listFiles(path.join(root, folder))),
    ...sourceFiles.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** Bundles the messaging service worker into public/ (generated, so a fresh checkout lacks it). */
function buildMessagingWorker(root) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'build-messaging-sw.mjs')],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error('The messaging service worker did not build; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

export function ensureBuild(root, { force = false } = {}) {
  buildMessagingWorker(root);
  const stampFile = path.join(root, '.next', 'hearth-source-hash');
  const current = sourceHash(root);
  const built =
    fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(stampFile)
      ? fs.readFileSync(stampFile, 'utf8')
      : null;
  if (!force && built === current) return;
  console.log('• Building the marketplace (next build)…');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (result.status !== 0) {
    console.error('next build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, current);
  console.log(`• Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
