import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../core/app-error';
import { ClientLeftError, hasClientLeft } from './client-left';
import { queryToObject } from '@/utils/query-string';

/** Reads the whole body up to `limit` bytes; a larger body is refused with 413 at once. */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw payloadTooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size > limit) {
        req.destroy();
        throw payloadTooLarge(limit);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    // Node reports a hang-up mid-body as "aborted" (ECONNRESET): the caller left.
    if (!(error instanceof AppError) && hasClientLeft(req)) throw new ClientLeftError();
    throw error;
  }
  return Buffer.concat(chunks);
}

function payloadTooLarge(limit: number): AppError {
  return new AppError(
    'payload_too_large',
    `The request is too large (the limit is ${Math.floor(limit / 1024)} KB).`,
  );
}

/** Parses JSON and form-encoded bodies into a plain object. */
export async function readBody(
  req: IncomingMessage,
  limit: number,
): Promise<Record<string, unknown>> {
  const raw = await readRawBody(req, limit);
  if (raw.length === 0) return {};
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType === 'application/json' || contentType === '') {
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // fall through to the error below
    }
    throw new AppError('bad_request', 'The request body is not a valid JSON object.');
  }
  if (contentType === 'application/x-www-form-urlencoded') {
    return queryToObject(new URLSearchParams(raw.toString('utf8')));
  }
  throw new AppError(
    'unsupported_media_type',
    'Send the request as JSON or as a form (application/x-www-form-urlencoded).',
  );
}

/** How much of an unwanted request body is read and thrown away before the socket is cut. */
const discardLimitBytes = 32 * 1_048_576;
/** Node itself drops a small unread rest after the answer and keeps the connection. */
const smallBodyBytes = 64 * 1024;

/**
 * When an answer goes out before a large body was read (auth refused, a file over its cap),
 * the client may still be sending. Reading and dropping the rest lets it receive the answer
 * instead of a reset connection; the connection is closed afterwards and a flood is cut off.
 */
export function discardUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || req.destroyed || req.readableEnded) return;
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared <= smallBodyBytes) return;
  res.setHeader('Connection', 'close');
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > discardLimitBytes) req.destroy();
  });
  req.resume();
}
