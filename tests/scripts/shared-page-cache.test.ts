import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createSharedPageCache,
  pickEncoding,
  sharedCacheLifetime,
} from '../../scripts/lib/shared-page-cache.mjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;

const publicCache = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const page = (label: string) => `<!DOCTYPE html><p>${label}</p>${'<i>padding</i>'.repeat(200)}`;
const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A real HTTP server: the cache in front of `app`, which counts the renders it does. */
async function serve(app: Handler, now?: () => number) {
  let renders = 0;
  const cache = createSharedPageCache(
    async (req, res) => {
      renders += 1;
      await app(req, res);
    },
    { now },
  );
  const server = http.createServer((req, res) => void cache.handle(req, res));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${origin}${path}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      },
    );
  return { cache, get, renders: () => renders };
}

/** A page that says how many times it was rendered, cached as the app's public pages are. */
function countingPage(cacheControl = publicCache, extra: Record<string, string> = {}): Handler {
  let count = 0;
  return (_req, res) => {
    count += 1;
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Cookie, Accept-Language');
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.writeHead(200);
    res.write(page(`render ${count}`).slice(0, 50));
    res.end(page(`render ${count}`).slice(50));
  };
}

describe('shared page cache', () => {
  it('renders a public page once and answers the next visitors from memory', async () => {
    const app = await serve(countingPage());
    const first = await app.get('/properties?city=Paris');
    const second = await app.get('/properties?city=Paris');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.body.toString()).toContain('render 1');
    expect(app.renders()).toBe(1);
  });

  it('keeps separate answers per URL, cookie and language', async () => {
    const app = await serve(countingPage());
    await app.get('/a');
    await app.get('/b');
    await app.get('/a', { cookie: 'hearth_language=ar' });
    await app.get('/a', { 'accept-language': 'ar' });
    await app.get('/a');
    expect(app.renders()).toBe(4);
  });

  it('sends brotli, gzip or plain bytes as each client accepts, all the same page', async () => {
    const app = await serve(countingPage());
    const plain = await app.get('/');
    const gzip = await app.get('/', { 'accept-encoding': 'gzip' });
    const brotli = await app.get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(app.renders()).toBe(1);
  });

  it('goes to the app for requests asking for a fresh answer, and refreshes the entry', async () => {
    const app = await serve(countingPage());
    await app.get('/');
    const fresh = await app.get('/', { 'cache-control': 'no-cache' });
    const after = await app.get('/');
    expect(fresh.headers['x-cache']).toBe('BYPASS');
    expect(fresh.body.toString()).toContain('render 2');
    expect(after.body.toString()).toContain('render 2');
    expect(app.renders()).toBe(2);
  });

  it('never keeps signed-in, private, cookie-setting or failed answers', async () => {
    const privatePage = await serve(countingPage('private, no-store'));
    await privatePage.get('/user/profile');
    await privatePage.get('/user/profile');
    expect(privatePage.renders()).toBe(2);

    const cookiePage = await serve(countingPage(publicCache, { 'Set-Cookie': 'a=b' }));
    await cookiePage.get('/');
    await cookiePage.get('/');
    expect(cookiePage.renders()).toBe(2);

    const publicPage = await serve(countingPage());
    await publicPage.get('/api/get-property-list', { authorization: 'Bearer token' });
    await publicPage.get('/api/get-property-list', { authorization: 'Bearer token' });
    expect(publicPage.renders()).toBe(2);

    const missing = await serve((_req, res) => {
      res.statusCode = 404;
      res.setHeader('Cache-Control', publicCache);
      res.end('gone');
    });
    const notFound = await missing.get('/properties-details/nothing');
    await missing.get('/properties-details/nothing');
    expect(notFound.status).toBe(404);
    expect(notFound.body.toString()).toBe('gone');
    expect(missing.renders()).toBe(2);
  });

  it('renders once for many visitors arriving together (request collapsing)', async () => {
    const app = await serve(async (req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      countingPage()(req, res);
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.get('/busy')));
    expect(app.renders()).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.toString())).size).toBe(1);
  });

  it('serves a stale page within stale-while-revalidate and forgets everything on purge', async () => {
    let time = 1_000_000;
    const app = await serve(countingPage(), () => time);
    await app.get('/');
    time += 61_000;
    const stale = await app.get('/');
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.body.toString()).toContain('render 1');
    time += 600_000;
    const expired = await app.get('/');
    expect(expired.headers['x-cache']).toBe('MISS');
    expect(expired.body.toString()).toContain('render 2');
    app.cache.purge();
    const afterPurge = await app.get('/');
    expect(afterPurge.headers['x-cache']).toBe('MISS');
    expect(app.renders()).toBe(3);
  });
});

describe('shared cache rules', () => {
  it('reads s-maxage and stale-while-revalidate only from public answers', () => {
    expect(sharedCacheLifetime(publicCache)).toEqual({ sMaxAge: 60, staleWhileRevalidate: 600 });
    expect(sharedCacheLifetime('public, s-maxage=30')).toEqual({
      sMaxAge: 30,
      staleWhileRevalidate: 0,
    });
    expect(sharedCacheLifetime('private, no-store')).toBeNull();
    expect(sharedCacheLifetime('public, max-age=60')).toBeNull();
    expect(sharedCacheLifetime(undefined)).toBeNull();
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('')).toBe('identity');
  });
});
