// Bundles the messaging service worker (service-worker/firebase-messaging-sw.ts) with Firebase
// from node_modules into public/firebase-messaging-sw.js (generated, not in git), so the browser
// loads nothing from Google's hosts. Run by `npm run build`, `npm run dev` and ensureBuild
// (npm start, the tests' build); `node scripts/build-messaging-sw.mjs` runs it alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const messagingWorkerEntry = 'service-worker/firebase-messaging-sw.ts';
export const messagingWorkerFile = 'public/firebase-messaging-sw.js';

/**
 * Writes the worker's bundle (or to `outfile`); answers its path. The Firebase web config is
 * not in it: the page passes it in the worker's URL, so one bundle serves any project.
 */
export async function buildMessagingWorker(root, { outfile } = {}) {
  const target = outfile ?? path.join(root, messagingWorkerFile);
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, messagingWorkerEntry)],
    outfile: target,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: `/* Generated from ${messagingWorkerEntry}; do not edit. */` },
    logLevel: 'warning',
  });
  return target;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const file = await buildMessagingWorker(root);
  console.log(`• Messaging service worker: ${path.relative(root, file)}`);
}
