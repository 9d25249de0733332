// Server render time per page type, from the answers' `Server-Timing` header
// (server/ssr/server-timing.ts): `data` is the page's loader, `render` React's render of it.
// Sampled one request at a time after the load rows, so the figures are the server's own cost,
// not queueing under load. Server-rendered pages only: ISR pages (detail) render in
// getStaticProps, where no response exists to carry the header.
import { createRandom, listPath } from './traffic.mjs';

const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };

/** `data;dur=12.3;desc="…", render;dur=4.5` → { data: 12.3, render: 4.5 } */
export function parseServerTiming(header) {
  const measures = {};
  for (const entry of (header ?? '').split(',')) {
    const [name, ...parameters] = entry.trim().split(';');
    const duration = parameters.find((parameter) => parameter.trim().startsWith('dur='));
    if (name && duration) measures[name.trim()] = Number(duration.trim().slice(4));
  }
  return measures;
}

const percentile = (values, share) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};

function pageTypes(catalogue, seed) {
  const random = createRandom(seed + 7_919);
  return [
    { key: 'home', label: 'home page /', nextPath: () => '/' },
    {
      key: 'list',
      label: '/properties?…, random filters (10 % free text)',
      nextPath: () => listPath(random, catalogue, { textShare: 0.1 }),
    },
  ];
}

/** Requests each page type `samples` times in turn and summarises its Server-Timing measures. */
export async function measureServerTiming(origin, catalogue, seed, samples = 40) {
  const results = [];
  for (const type of pageTypes(catalogue, seed)) {
    const data = [];
    const render = [];
    for (let index = 0; index < samples; index += 1) {
      const response = await fetch(new URL(type.nextPath(), origin), { headers: html });
      await response.arrayBuffer();
      const measures = parseServerTiming(response.headers.get('server-timing'));
      if (measures.data !== undefined) data.push(measures.data);
      if (measures.render !== undefined) render.push(measures.render);
    }
    results.push({
      key: type.key,
      label: type.label,
      samples: data.length,
      data: { p50: percentile(data, 0.5), p95: percentile(data, 0.95) },
      render: { p50: percentile(render, 0.5), p95: percentile(render, 0.95) },
    });
  }
  return results;
}

export function formatServerTiming(results) {
  const ms = (value) => (value === null ? '–' : value.toFixed(1));
  const lines = [
    'Server-Timing, one request at a time (ms)           samples  data p50  data p95  render p50  render p95',
  ];
  for (const result of results) {
    lines.push(
      `  ${result.label.padEnd(50)} ${String(result.samples).padStart(6)}  ${ms(result.data.p50).padStart(8)}  ${ms(result.data.p95).padStart(8)}  ${ms(result.render.p50).padStart(10)}  ${ms(result.render.p95).padStart(10)}`,
    );
  }
  return lines.join('\n');
}
