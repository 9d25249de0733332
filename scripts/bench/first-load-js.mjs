// Prints the first-load JavaScript of pages of a running Hearth: every script the HTML loads,
// gzipped. Usage: node scripts/bench/first-load-js.mjs http://localhost:3000 / /other-page
import { gzipSync } from 'node:zlib';

export async function firstLoadJs(origin, pathname) {
  const html = await (await fetch(new URL(pathname, origin))).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const source of new Set(sources)) {
    const bytes = Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { pathname, scripts: new Set(sources).size, raw, gzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://localhost:3000', ...pages] = process.argv.slice(2);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const pathname of pages.length ? pages : ['/']) {
    const result = await firstLoadJs(origin, pathname);
    console.log(
      `${result.pathname.padEnd(30)} ${String(result.scripts).padStart(3)} scripts  ${kb(result.raw).padStart(10)} raw  ${kb(result.gzip).padStart(9)} gzip`,
    );
  }
}
