// Loads one URL with autocannon and measures it: requests/s and latency percentiles over every
// answer (autocannon's own histogram keeps 2xx answers only and has no p95), non-2xx answers
// and errors. Requests carry no cookies, so every one is anonymous.
import autocannon from 'autocannon';

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

/** `warmup` seconds of unrecorded load first (0 for none), then `duration` seconds measured. */
export async function loadTarget(url, { connections, duration, warmup, headers }) {
  const base = { url, connections, headers, timeout: 10 };
  if (warmup > 0) await run({ ...base, duration: warmup });
  await drain(url, headers);
  const latencies = [];
  const statuses = {};
  const result = await run({ ...base, duration }, (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  latencies.sort((a, b) => a - b);
  return {
    url,
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
  };
}
