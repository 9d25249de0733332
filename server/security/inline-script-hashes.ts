import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  getTurbopackChunkGroupBootstrap,
  type BuildManifest,
} from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';

/**
 * The one inline script a Turbopack build puts in each page (it queues the page's chunks for
 * the runtime), as CSP hash sources. The text depends only on the build, so the hashes are
 * taken from the build manifest with Next's own functions that write the script: the same
 * policy then covers server-rendered, regenerated and prebuilt pages, which cannot carry a
 * per-request nonce.
 */
export function inlineScriptHashes(
  manifest: Pick<BuildManifest, 'pagesChunkGroupBootstrapParams' | 'chunkLoadingGlobal'>,
): string[] {
  const params = manifest.pagesChunkGroupBootstrapParams;
  const chunkLoadingGlobal = manifest.chunkLoadingGlobal;
  if (!params || !chunkLoadingGlobal) return [];
  const hashes = Object.keys(params)
    .filter((page) => page !== '/_app')
    .map((page) => getTurbopackChunkGroupBootstrap(params, chunkLoadingGlobal, ['/_app', page]))
    .filter((script): script is string => Boolean(script))
    .map((script) => {
      const digest = createHash('sha256').update(htmlEscapeJsonString(script)).digest('base64');
      return `'sha256-${digest}'`;
    });
  return [...new Set(hashes)];
}

let builtHashes: string[] | null = null;

/** The hashes of this process's build (read once; none before a production build). */
export function builtInlineScriptHashes(): string[] {
  if (builtHashes) return builtHashes;
  const distDir = process.env.HEARTH_DIST_DIR || '.next';
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), distDir, 'build-manifest.json');
  try {
    builtHashes = inlineScriptHashes(JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest);
  } catch {
    builtHashes = [];
  }
  return builtHashes;
}
