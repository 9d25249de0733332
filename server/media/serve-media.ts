import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { databaseRetryAfterSeconds } from '../core/database-unavailable';
import { getDatabase } from '../db/client';
import { getMediaStorage, isValidMediaKey, type MediaStorage } from '../storage/media-storage';
import {
  checkMediaLink,
  isPrivateMediaKey,
  mediaLinkSecret,
  type MediaLinkCheck,
} from './private-media-links';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // Chat's voice messages, as browsers record them.
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
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
 * Private files (agent verification, premium listings' documents) are for the viewers their page
 * links them for: only a signed link that has not expired opens one
 * (server/media/private-media-links.ts), and no shared cache or search engine keeps them.
 */
const cachingFor = (key: string): Readonly<Record<string, string>> =>
  isPrivateMediaKey(key)
    ? { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
    : { 'Cache-Control': 'public, max-age=31536000, immutable' };

const linkRefusals: Readonly<Record<Exclude<MediaLinkCheck, 'valid'>, string>> = {
  expired: 'This link to a private file has expired. Open the file again from its page.',
  invalid: 'This link to a private file is not valid. Open the file from its page.',
};

async function defaultLinkSecret(): Promise<string> {
  return mediaLinkSecret(await getDatabase());
}

/** Why a private file's link is refused (403, or 503 when its key cannot be read), or null. */
async function refusalOfPrivateLink(
  linkSecret: () => Promise<string>,
  key: string,
  query: URLSearchParams,
): Promise<{ status: number; message: string } | null> {
  let secret: string;
  try {
    secret = await linkSecret();
  } catch {
    return { status: 503, message: 'Private files cannot be opened right now. Try again soon.' };
  }
  const check = checkMediaLink(secret, key, query);
  return check === 'valid' ? null : { status: 403, message: linkRefusals[check] };
}

/**
 * Serves stored files at /api/media/<key>. Keys are server-generated and never reused, so public
 * answers are cached forever; private files need their signed link. Documents are attachments in
 * a sandbox; SVGs get a policy that forbids scripts.
 */
export function createMediaHandler(
  storage: () => MediaStorage = getMediaStorage,
  linkSecret: () => Promise<string> = defaultLinkSecret,
) {
  return async function serveMedia(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = url.pathname.replace(/^\/(api\/)?media\//, '');
    const extension = key.split('.').pop() ?? '';
    if (isPrivateMediaKey(key)) {
      const refusal = await refusalOfPrivateLink(linkSecret, key, url.searchParams);
      if (refusal) {
        res.writeHead(refusal.status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex, nofollow',
          ...(refusal.status === 503 ? { 'Retry-After': String(databaseRetryAfterSeconds) } : {}),
        });
        res.end(refusal.message);
        return;
      }
    }
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
    await sendFile(stored.stream, res);
  };
}

/**
 * Streams the file to the visitor. A visitor who leaves before the end (a page left while its
 * photos load, a download cancelled) closes the response early: the file is closed and nothing
 * is wrong with the server, so that is not an error. Any other failure is.
 */
async function sendFile(file: Readable, res: ServerResponse): Promise<void> {
  try {
    await pipeline(file, res);
  } catch (error) {
    const visitorLeft =
      error instanceof Error &&
      'code' in error &&
      error.code === 'ERR_STREAM_PREMATURE_CLOSE' &&
      !res.writableFinished;
    if (!visitorLeft) throw error;
  }
}

export const serveMedia = createMediaHandler();
