// The production server: Next.js's request handler behind the shared page cache
// (scripts/lib/shared-page-cache.mjs), on PORT (default 3000) and HEARTH_HOST (default 0.0.0.0).
// `npm start`, the end-to-end server and the benchmark all run this; it expects a build.
// SHARED_PAGE_CACHE=off serves every request through Next.js (no cache in front).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { createSharedPageCache } from './lib/shared-page-cache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HEARTH_HOST || '0.0.0.0';
const cacheOn = (process.env.SHARED_PAGE_CACHE ?? 'on').toLowerCase() !== 'off';

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const cache = createSharedPageCache((req, res) => handle(req, res));
// The API calls this after every successful write (server/cache/aggregate-cache.ts).
globalThis[Symbol.for('hearth.onPublicWrite')] = () => cache.purge();

/** Refreshes a stale page: the same request again, marked to skip the cache (and refill it). */
function refreshRequest(req) {
  const headers = { 'cache-control': 'no-cache', 'accept-encoding': 'identity' };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  if (req.headers['accept-language']) headers['accept-language'] = req.headers['accept-language'];
  return fetch(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
    headers,
    signal: AbortSignal.timeout(30_000),
  }).then((response) => response.arrayBuffer());
}

/** Stored files: /media/<key> is answered by the API's media route (see next.config.mjs). */
function routeMedia(req) {
  if (req.url?.startsWith('/media/')) req.url = `/api${req.url}`;
}

const server = http.createServer((req, res) => {
  routeMedia(req);
  const answered = cacheOn ? cache.handle(req, res, refreshRequest) : handle(req, res);
  Promise.resolve(answered).catch((error) => {
    console.error('Request failed', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(
    `• Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}` +
      (cacheOn ? ' (shared page cache on)' : ' (shared page cache off)'),
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
