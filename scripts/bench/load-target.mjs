// Loads one row with autocannon and measures it: requests/s and latency percentiles over every
// answer (autocannon's own histogram keeps 2xx answers only and has no p95), non-2xx answers
// and errors, and beside them what the run cost: the load generator's own CPU share (autocannon
// runs in this process), the server's, the machine's and the server's resident memory.
// A row is one URL again and again (`path`) or a new random URL for every request (`nextPath`).
// Requests carry no cookies, so every one is anonymous.
import autocannon from 'autocannon';
import { startUsage } from './process-usage.mjs';

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function run(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onResponse) instance.on('response', onResponse);
  });
}

/**
 * Requests that autocannon left in flight when it stopped are still being served; one more
 * request, answered after them, lets the server drain before the measured run starts.
 */
async function drain(url, headers) {
  const response = await fetch(url, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
}

function optionsFor(origin, row, connections) {
  const base = { url: origin, connections, headers: row.headers, timeout: 10 };
  if (!row.nextPath) return { ...base, url: new URL(row.path, origin).toString() };
  return {
    ...base,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: row.nextPath() }) },
    ],
  };
}

/**
 * `warmup` seconds of unrecorded load first (0 for none), then `duration` seconds measured.
 * `serverPid` (optional) is the server process whose CPU and memory are read.
 */
export async function loadTarget(origin, row, { connections, duration, warmup, serverPid }) {
  const options = optionsFor(origin, row, connections);
  if (warmup > 0) await run({ ...options, duration: warmup });
  await drain(new URL(row.path ?? row.nextPath(), origin).toString(), row.headers);
  const latencies = [];
  const statuses = {};
  const usage = startUsage(serverPid);
  const result = await run({ ...options, duration }, (_client, statusCode, _bytes, time) => {
    latencies.push(time);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const cost = usage();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    seconds: result.duration,
    ...cost,
  };
}
