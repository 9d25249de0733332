// `npm test`: install what is missing (npm packages, Debian's chromium), then run every check:
// lint, types, formatting, unit + client + server tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), and the end-to-end tests in Chromium against the built app.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDependencies(root);
const { ensureChromium } = await import('./lib/ensure-chromium.mjs');
const { ensureBuild } = await import('./lib/ensure-build.mjs');

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name, ok: result.status === 0, seconds });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (${seconds} s).`);
    summarise();
    process.exit(result.status ?? 1);
  }
}

function summarise() {
  console.log('\n━━ Summary');
  for (const { name, ok, seconds } of results)
    console.log(`${ok ? '✓' : '✖'} ${name} (${seconds} s)`);
}

step('ESLint', bin('eslint'), ['.', '--max-warnings', '0']);
step('TypeScript', bin('tsc'), ['--noEmit']);
step('Prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('Unit, client and server tests (vitest)', bin('vitest'), ['run']);
ensureChromium();
ensureBuild(root);
step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']);
summarise();
