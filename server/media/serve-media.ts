import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { getMediaStorage, isValidMediaKey, type MediaStorage } from '../storage/media-storage';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Documents are downloaded and open in the visitor's own program, never inside our origin: a
 * PDF can carry scripts and actions (an OpenAction), and the stored bytes are the uploader's.
 * Should a browser still render one, the sandbox policy gives it a unique origin without
 * scripts.
 */
const documentHeaders: Readonly<Record<string, string>> = {
  'Content-Disposition': 'attachment',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};
const documentExtensions = new Set(['pdf', 'doc', 'docx']);

/** SVG icons are shown as images; opened on their own, they may not run scripts. */
const svgHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

const headersFor = (extension: string): Readonly<Record<string, string>> =>
  documentExtensions.has(extension) ? documentHeaders : extension === 'svg' ? svgHeaders : {};

/**
 * Agent verification files (identity documents) are for the applicant and the admin: their
 * unguessable keys are the only way to them, and no shared cache or search engine keeps them.
 */
const privateFolders = ['verification/'];
const cachingFor = (key: string): Readonly<Record<string, string>> =>
  privateFolders.some((folder) => key.startsWith(folder))
    ? { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
    : { 'Cache-Control': 'public, max-age=31536000, immutable' };

/**
 * Serves stored files at /api/media/<key>. Keys are server-generated and never reused, so answers
 * are cached forever. Documents are attachments in a sandbox; SVGs get a policy that forbids
 * scripts.
 */
export function createMediaHandler(storage: () => MediaStorage = getMediaStorage) {
  return async function serveMedia(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = url.pathname.replace(/^\/(api\/)?media\//, '');
    const extension = key.split('.').pop() ?? '';
    const contentType = contentTypes[extension];
    const stored = contentType && isValidMediaKey(key) ? await storage().open(key) : null;
    if (!contentType || !stored) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': contentType,
      'Content-Length': String(stored.size),
      ...cachingFor(key),
      'X-Content-Type-Options': 'nosniff',
      ...headersFor(extension),
    });
    if (req.method === 'HEAD') {
      stored.stream.destroy();
      res.end();
      return;
    }
    await pipeline(stored.stream, res);
  };
}

export const serveMedia = createMediaHandler();
