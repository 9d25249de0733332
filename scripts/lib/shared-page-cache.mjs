// @ts-check
// A shared cache in front of the Next.js request handler, doing for a single server what a CDN
// does in front of several: anonymous GET answers that say `Cache-Control: public, s-maxage=N`
// (the public pages and the public API calls) are kept N seconds and answered from memory,
// then served stale for the `stale-while-revalidate` window while one request refreshes them.
//
// - Only GET requests without an Authorization header are looked up or stored. A request with
//   `Cache-Control: no-cache` (or `Pragma: no-cache`) always goes to the app (and refreshes the
//   entry), which is also how the benchmark measures rendering without the cache.
// - Only 200 answers with `public` and `s-maxage`, without Set-Cookie, are stored. The key is
//   the URL plus the request headers the answers vary on (Cookie, Accept-Language).
// - Concurrent misses of one key wait for a single render (request collapsing).
// - The body is stored once and compressed once (gzip and brotli) when stored; each hit gets
//   the encoding it accepts, so hits cost neither a render nor a compression.
// - `purge()` empties it; the app calls it (through a process-wide hook) after every
//   successful write through the API, so a visitor never sees this instance's own writes late.
// - Answers carry `X-Cache: HIT | STALE | MISS | BYPASS`.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const cacheableVary = new Set(['cookie', 'accept-language', 'authorization', 'accept-encoding']);
/** Headers the app sets per answer that must not be replayed from the cache. */
const unstoredHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-request-id',
]);

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, identity: Buffer,
 *   gzip: Buffer | null, br: Buffer | null, storedAt: number, freshMs: number, staleMs: number,
 *   size: number }} Entry
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown> | unknown} Handler
 */

/** `{ sMaxAge, staleWhileRevalidate }` when a Cache-Control value allows shared caching. */
export function sharedCacheLifetime(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase();
  if (!/(^|,)\s*public\s*(,|$)/.test(value)) return null;
  if (/(^|,)\s*(private|no-store|no-cache)\b/.test(value)) return null;
  const sMaxAge = /s-maxage=(\d+)/.exec(value);
  if (!sMaxAge) return null;
  const swr = /stale-while-revalidate=(\d+)/.exec(value);
  return { sMaxAge: Number(sMaxAge[1]), staleWhileRevalidate: swr ? Number(swr[1]) : 0 };
}

/** The encoding a client accepts that we hold: br, then gzip, else identity. */
export function pickEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0].trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

function wantsFreshAnswer(req) {
  const cacheControl = String(req.headers['cache-control'] ?? '').toLowerCase();
  const pragma = String(req.headers.pragma ?? '').toLowerCase();
  return /no-cache|no-store|max-age=0/.test(cacheControl) || pragma.includes('no-cache');
}

function isCandidate(req, skipPrefixes) {
  if (req.method !== 'GET' || req.headers.authorization) return false;
  const url = req.url ?? '/';
  return !skipPrefixes.some((prefix) => url.startsWith(prefix));
}

function keyOf(req) {
  return [
    req.url ?? '/',
    String(req.headers.cookie ?? ''),
    String(req.headers['accept-language'] ?? ''),
  ].join('\n');
}

/**
 * Runs the app's handler with the answer held back: the status, headers and body are caught,
 * then `deliver(captured)` decides what goes out. Nothing reaches the socket before that.
 * @param {Handler} handler
 */
function captureAnswer(handler, req, res, deliver) {
  /** @type {Buffer[]} */
  const chunks = [];
  const realWriteHead = res.writeHead.bind(res);
  const realEnd = res.end.bind(res);
  const realWrite = res.write.bind(res);
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk);
  let delivered = false;

  // @ts-expect-error -- replaced for the duration of one answer; restored in finish()
  res.writeHead = (status, reasonOrHeaders, maybeHeaders) => {
    res.statusCode = status;
    const headers = typeof reasonOrHeaders === 'object' ? reasonOrHeaders : maybeHeaders;
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value);
      }
    }
    return res;
  };
  // @ts-expect-error -- see above
  res.write = (chunk, encoding, callback) => {
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  // @ts-expect-error -- see above
  res.end = (chunk, encoding, callback) => {
    if (delivered) return res;
    delivered = true;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, encoding));
    }
    res.writeHead = realWriteHead;
    res.write = realWrite;
    res.end = realEnd;
    deliver({ status: res.statusCode, body: Buffer.concat(chunks) });
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    if (typeof done === 'function') res.once('finish', done);
    return res;
  };
  return Promise.resolve(handler(req, res));
}

function storableHeaders(res) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || unstoredHeaders.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return headers;
}

function sendEntry(acceptEncoding, res, entry, state, now) {
  const encoding = pickEncoding(acceptEncoding);
  const body =
    encoding === 'br' && entry.br
      ? entry.br
      : encoding !== 'identity' && entry.gzip
        ? entry.gzip
        : entry.identity;
  const used = body === entry.br ? 'br' : body === entry.gzip ? 'gzip' : null;
  res.statusCode = entry.status;
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  if (used) res.setHeader('Content-Encoding', used);
  res.setHeader('Vary', mergeVary(entry.headers.vary, 'Accept-Encoding'));
  res.setHeader('Content-Length', body.length);
  res.setHeader('Age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  res.setHeader('X-Cache', state);
  res.end(body);
}

/** An answer the cache may not keep, compressed for this client when worth it. */
function sendUncached(acceptEncoding, res, body, state) {
  const encoding = pickEncoding(acceptEncoding);
  const textual = /text\/|json|javascript|xml|svg/.test(
    String(res.getHeader('content-type') ?? ''),
  );
  const alreadyEncoded = res.hasHeader('content-encoding');
  let sent = body;
  if (textual && !alreadyEncoded && body.length >= 1024 && encoding !== 'identity') {
    sent = gzipSync(body, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', mergeVary(res.getHeader('vary'), 'Accept-Encoding'));
  }
  res.setHeader('X-Cache', state);
  if (!res.headersSent) res.setHeader('Content-Length', sent.length);
  res.end(sent);
}

function mergeVary(vary, extra) {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === extra.toLowerCase())) names.push(extra);
  return names.join(', ');
}

function compressBody(identity, contentType) {
  const textual = /text\/|json|javascript|xml|svg/.test(String(contentType ?? ''));
  if (!textual || identity.length < 1024) return { gzip: null, br: null };
  return {
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    }),
  };
}

/**
 * @param {Handler} handler the app's request handler
 * @param {{ maxBytes?: number, maxEntries?: number, skipPrefixes?: string[], now?: () => number }} [options]
 */
export function createSharedPageCache(handler, options = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 5000;
  const skipPrefixes = options.skipPrefixes ?? ['/_next/', '/media/', '/api/media/'];
  const now = options.now ?? Date.now;
  /** @type {Map<string, Entry>} in least-recently-used order */
  const entries = new Map();
  /** @type {Map<string, Promise<Entry | null>>} */
  const inFlight = new Map();
  /** @type {Set<string>} */
  const refreshing = new Set();
  let totalBytes = 0;
  let generation = 0;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.size;
  }

  function store(key, entry) {
    remove(key);
    if (entry.size > maxBytes / 4) return;
    entries.set(key, entry);
    totalBytes += entry.size;
    for (const oldest of entries.keys()) {
      if (totalBytes <= maxBytes && entries.size <= maxEntries) break;
      remove(oldest);
    }
  }

  /**
   * Renders through the app (asked for an uncompressed answer: the cache compresses); resolves
   * with the entry it stored, or null.
   */
  function render(req, res, key, state, acceptEncoding) {
    const startedIn = generation;
    return new Promise((resolve, reject) => {
      captureAnswer(handler, req, res, ({ status, body }) => {
        const lifetime = sharedCacheLifetime(res.getHeader('cache-control'));
        const vary = String(res.getHeader('vary') ?? '')
          .toLowerCase()
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        const storable =
          status === 200 &&
          lifetime !== null &&
          lifetime.sMaxAge > 0 &&
          !res.hasHeader('set-cookie') &&
          vary.every((name) => cacheableVary.has(name));
        /** @type {Entry | null} */
        let entry = null;
        if (storable) {
          const headers = storableHeaders(res);
          const compressed = compressBody(body, headers['content-type']);
          entry = {
            status,
            headers,
            identity: body,
            ...compressed,
            storedAt: now(),
            freshMs: lifetime.sMaxAge * 1000,
            staleMs: lifetime.staleWhileRevalidate * 1000,
            size: body.length + (compressed.gzip?.length ?? 0) + (compressed.br?.length ?? 0),
          };
          if (startedIn === generation) store(key, entry);
          sendEntry(acceptEncoding, res, entry, state, entry.storedAt);
        } else {
          sendUncached(acceptEncoding, res, body, state);
        }
        resolve(entry);
      }).catch(reject);
    });
  }

  /** Refreshes a stale entry with a request of our own through the app, answered nowhere. */
  function refreshInBackground(req, key, refreshRequest) {
    if (refreshing.has(key) || !refreshRequest) return;
    refreshing.add(key);
    Promise.resolve(refreshRequest(req))
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
  }

  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {(req: import('node:http').IncomingMessage) => Promise<unknown>} [refreshRequest]
     */
    async handle(req, res, refreshRequest) {
      if (!isCandidate(req, skipPrefixes)) return handler(req, res);
      const key = keyOf(req);
      const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
      delete req.headers['accept-encoding'];
      if (wantsFreshAnswer(req)) return render(req, res, key, 'BYPASS', acceptEncoding);
      const entry = entries.get(key);
      const at = now();
      if (entry) {
        const age = at - entry.storedAt;
        if (age < entry.freshMs) {
          entries.delete(key);
          entries.set(key, entry);
          return sendEntry(acceptEncoding, res, entry, 'HIT', at);
        }
        if (age < entry.freshMs + entry.staleMs) {
          refreshInBackground(req, key, refreshRequest);
          return sendEntry(acceptEncoding, res, entry, 'STALE', at);
        }
        remove(key);
      }
      const running = inFlight.get(key);
      if (running) {
        const collapsed = await running.catch(() => null);
        if (collapsed) return sendEntry(acceptEncoding, res, collapsed, 'HIT', now());
        return render(req, res, key, 'MISS', acceptEncoding);
      }
      const rendering = render(req, res, key, 'MISS', acceptEncoding);
      inFlight.set(key, rendering);
      try {
        return await rendering;
      } finally {
        inFlight.delete(key);
      }
    },
    purge() {
      generation += 1;
      entries.clear();
      totalBytes = 0;
    },
    stats() {
      return { entries: entries.size, bytes: totalBytes };
    },
  };
}
