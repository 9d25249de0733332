// The bench's realtime row (issue 22): how many live streams (`GET events`) one instance holds
// and what they cost in resident memory, and how long a chat message takes from send_message
// to its receiver's stream at a steady rate, on one instance (the in-process bus: the floor)
// and across two instances through Redis (sender on the first, receiver's stream on the
// second), measured in the same run. It works in a throwaway PostgreSQL database of its own on
// DATABASE_URL's server (two instances need one database) with accounts and sessions made by
// scripts/bench/create-live-users.ts; the cross-instance half needs REDIS_URL.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  findFreePort,
  startBenchServer,
  stopBenchServer,
  waitUntilAnswering,
} from './bench-server.mjs';
import { processRssBytes } from './process-usage.mjs';

export const realtimeTargets = {
  streams: 5000,
  rssGrowthBytes: 150 * 1024 ** 2,
  messagesPerSecond: 200,
  /** Across two instances, p99 ≤ this × the one-instance p99 + slackMs. */
  p99Ratio: 2,
  p99SlackMs: 20,
};

/** Pairs of a sender and a receiver; 200 messages/s are spread over them. */
const pairs = 100;
const sendSeconds = 10;
/** The server's soft limit of open files: enough for the streams and its own connections. */
const serverOpenFiles = 65_536;

/** The soft and hard limits of open files (`ulimit -n`) of a shell started from here. */
export function openFilesLimits() {
  try {
    const [soft, hard] = execFileSync('bash', ['-c', 'ulimit -Sn; ulimit -Hn'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    const parse = (text) => (text === 'unlimited' ? Infinity : Number(text));
    return { soft: parse(soft), hard: parse(hard) };
  } catch {
    return { soft: null, hard: null };
  }
}

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(databaseUrl, sql) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function runScript(root, env, script, args = []) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(root, 'scripts', script),
      ...args,
    ],
    { cwd: root, env, encoding: 'utf8', maxBuffer: 256 * 1024 ** 2 },
  );
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Opens one live stream with its own socket and calls `onMessage(text, receivedAt)` with the
 * text of each message_new it carries. Resolves once the server answered 200.
 */
function openStream(origin, token, onMessage) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL('/api/events', origin),
      {
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET events answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const receivedAt = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes('event: message_new\n')) {
              const data = block.slice(block.indexOf('data: ') + 6);
              onMessage(JSON.parse(data).message, receivedAt);
            }
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('error', () => {});
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

/** Opens a stream for each account, `concurrency` at a time. */
async function openStreams(origin, users, onMessage, concurrency = 50) {
  const streams = [];
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next];
      next += 1;
      streams.push(await openStream(origin, user.token, (text, at) => onMessage(user, text, at)));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return streams;
}

/**
 * The senders' connections: kept alive and at most 64 at once, as a pooling client sends (a
 * request waiting for a free one counts its wait in its latency).
 */
const sendAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** send_message as a form; answers its status. */
function sendMessage(origin, sender, receiver, text) {
  const body = new URLSearchParams({
    receiver_id: String(receiver.id),
    property_id: String(receiver.listingId),
    message: text,
  }).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL('/api/send_message', origin),
      {
        method: 'POST',
        agent: sendAgent,
        timeout: 120_000,
        headers: {
          authorization: `Bearer ${sender.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

const percentile = (sorted, share) =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/**
 * Sends `rate` messages a second for `seconds` from the senders (through `sendOrigin`) to the
 * receivers, whose streams report to `inbox`, and answers the latencies (receive − send).
 */
async function measureDelivery(sendOrigin, senders, receivers, inbox, label, rate, seconds) {
  // The first message of each pair starts its conversation (and notifies): not measured.
  await Promise.all(
    senders.map((sender, index) =>
      sendMessage(sendOrigin, sender, receivers[index], `warm ${label} ${index}`),
    ),
  );
  const total = rate * seconds;
  const sentAt = new Array(total);
  const statuses = new Map();
  inbox.clear();
  const started = performance.now();
  const sends = [];
  for (let sequence = 0; sequence < total; sequence += 1) {
    const due = started + (sequence * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const pair = sequence % senders.length;
    sentAt[sequence] = performance.now();
    sends.push(
      sendMessage(sendOrigin, senders[pair], receivers[pair], `bench ${label} ${sequence}`)
        .catch((error) => `error ${error.code ?? error.message}`)
        .then((status) => statuses.set(status, (statuses.get(status) ?? 0) + 1)),
    );
  }
  await Promise.all(sends);
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && countOf(inbox, label) < total) await sleep(50);
  const latencies = [];
  let repeats = 0;
  let lastReceived = started;
  for (const [text, times] of inbox) {
    const match = new RegExp(`^bench ${label} (\\d+)$`).exec(text);
    if (!match) continue;
    latencies.push(times[0] - sentAt[Number(match[1])]);
    lastReceived = Math.max(lastReceived, times[0]);
    repeats += times.length - 1;
  }
  latencies.sort((one, other) => one - other);
  return {
    sent: total,
    received: latencies.length,
    lost: total - latencies.length,
    repeats,
    statuses: Object.fromEntries(statuses),
    achievedRate: total / ((sentAt[total - 1] - started) / 1000 || 1),
    /** Delivered a second, from the first send to the last delivery: below the rate, a queue. */
    deliveredRate: latencies.length / ((lastReceived - started) / 1000 || 1),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

function countOf(inbox, label) {
  let count = 0;
  for (const text of inbox.keys()) if (text.startsWith(`bench ${label} `)) count += 1;
  return count;
}

/**
 * Runs the row: `databaseUrl` (required) is the PostgreSQL server to make the throwaway
 * database on, `redisUrl` (optional) the Redis for the two-instance half. Prints its progress
 * and answers the figures.
 */
export async function measureRealtime({
  root,
  databaseUrl,
  redisUrl,
  port,
  streams: wanted,
  rate = realtimeTargets.messagesPerSecond,
  nodeOptions = [],
}) {
  const limits = openFilesLimits();
  console.log(
    `• Realtime: ulimit -n here ${limits.soft} (hard ${limits.hard}); the servers run with ` +
      `${Math.min(serverOpenFiles, limits.hard ?? serverOpenFiles)}.`,
  );
  if (!databaseUrl) return { reason: 'needs DATABASE_URL (two instances share one PostgreSQL)' };
  // This process holds one socket per stream too.
  const streamCount = Math.min(wanted, Math.max(0, (limits.soft ?? wanted + 1000) - 1000));
  if (streamCount < wanted) {
    console.log(
      `• Realtime: ulimit -n ${limits.soft} here allows ${streamCount} streams, not ${wanted}.`,
    );
  }
  const databaseName = `hearth_bench_live_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-live-'));
  const env = {
    ...process.env,
    DATABASE_URL: withDatabase(databaseUrl, databaseName),
    HEARTH_DATA_DIR: dataDir,
    STORAGE_DIR: path.join(dataDir, 'uploads'),
    ISR_CACHE_KEY_PREFIX: databaseName,
    LOG_LEVEL: 'warn',
    // The chat's limits (30 messages a minute per sender) × 1000: 200 messages/s from 100
    // senders is 120 a minute each.
    RATE_LIMIT_SCALE: '1000',
  };
  delete env.REDIS_URL;
  const servers = [];
  const openFiles = Math.min(serverOpenFiles, limits.hard ?? serverOpenFiles);
  const start = async (serverEnv) => {
    const serverPort = await findFreePort(port + 10 + servers.length * 10);
    const origin = `http://127.0.0.1:${serverPort}`;
    const server = startBenchServer(root, { ...serverEnv, PUBLIC_SITE_URL: origin }, serverPort, {
      openFiles,
      nodeOptions,
    });
    servers.push(server);
    await waitUntilAnswering(server, `${origin}/api/web-settings`);
    return { origin, server };
  };
  const stopAll = async () => {
    for (const server of servers.splice(0)) await stopBenchServer(server);
  };
  const open = [];
  const closeAll = () => {
    for (const stream of open.splice(0)) stream.close();
  };
  await adminQuery(databaseUrl, `create database "${databaseName}"`);
  try {
    console.log(`• Realtime: preparing ${databaseName} with ${streamCount + pairs} accounts…`);
    runScript(root, env, 'prepare-database.ts');
    runScript(root, env, 'seed-demo.ts');
    const users = JSON.parse(
      runScript(root, env, 'bench/create-live-users.ts', [
        '--count',
        String(streamCount + pairs),
        '--listings',
        '--prefix',
        'bench',
      ]),
    );
    const holders = users.slice(0, streamCount);
    const receivers = holders.slice(0, pairs);
    const senders = users.slice(streamCount, streamCount + pairs);
    const inbox = new Map();
    const onMessage = (_user, text, at) => {
      const times = inbox.get(text);
      if (times) times.push(at);
      else inbox.set(text, [at]);
    };

    // One instance, the in-process bus.
    const one = await start(env);
    const pid = one.server.child.pid;
    // Warm the stream's code path, then read the resident memory before and after.
    for (const stream of await openStreams(one.origin, senders.slice(0, 20), () => {}))
      stream.close();
    await sleep(2000);
    const rssBefore = processRssBytes(pid);
    console.log(`• Realtime: opening ${streamCount} streams on one instance…`);
    const openedAt = performance.now();
    open.push(...(await openStreams(one.origin, holders, onMessage)));
    const openSeconds = (performance.now() - openedAt) / 1000;
    await sleep(3000);
    const rssAfter = processRssBytes(pid);
    console.log(`• Realtime: ${rate} messages/s for ${sendSeconds} s on one instance…`);
    const local = await measureDelivery(
      one.origin,
      senders,
      receivers,
      inbox,
      'local',
      rate,
      sendSeconds,
    );
    const stillOpen = one.server.exited ? 0 : open.length;
    closeAll();
    await stopAll();

    let across = { reason: 'needs REDIS_URL' };
    if (redisUrl) {
      const redisEnv = { ...env, REDIS_URL: redisUrl };
      const [first, second] = [await start(redisEnv), await start(redisEnv)];
      console.log(
        `• Realtime: ${streamCount} streams on the second instance, senders on the first…`,
      );
      open.push(...(await openStreams(second.origin, holders, onMessage)));
      // As on one instance: the streams settle before the messages start.
      await sleep(3000);
      console.log(`• Realtime: ${rate} messages/s across two instances…`);
      across = await measureDelivery(
        first.origin,
        senders,
        receivers,
        inbox,
        'redis',
        rate,
        sendSeconds,
      );
      closeAll();
      await stopAll();
    }
    return {
      rate,
      openFiles: { ...limits, servers: openFiles },
      streams: { wanted, opened: stillOpen, openSeconds, rssBefore, rssAfter },
      local,
      across,
    };
  } finally {
    closeAll();
    sendAgent.destroy();
    await stopAll();
    await adminQuery(databaseUrl, `drop database if exists "${databaseName}" with (force)`).catch(
      () => {},
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value) => (typeof value === 'number' ? value.toFixed(1) : '–');
const mb = (bytes) => (typeof bytes === 'number' ? (bytes / 1024 ** 2).toFixed(0) : '–');

/** The row's PASS/FAIL checks against issue 22's targets. */
export function evaluateRealtimeTargets(result) {
  if (!result || result.reason) {
    return [{ label: 'realtime', verdict: 'n/a', detail: result?.reason ?? 'row not run' }];
  }
  const { streams, local, across } = result;
  const growth =
    streams.rssAfter !== null && streams.rssBefore !== null
      ? streams.rssAfter - streams.rssBefore
      : null;
  const checks = [
    {
      label: `≥ ${realtimeTargets.streams} open streams on one instance, RSS growth ≤ ${mb(realtimeTargets.rssGrowthBytes)} MB`,
      verdict:
        streams.opened >= realtimeTargets.streams &&
        growth !== null &&
        growth <= realtimeTargets.rssGrowthBytes
          ? 'PASS'
          : 'FAIL',
      detail: `${streams.opened} open, RSS ${mb(streams.rssBefore)} → ${mb(streams.rssAfter)} MB (+${mb(growth)} MB)`,
    },
    {
      label: 'one instance: every message delivered once',
      verdict: local.lost === 0 && local.repeats === 0 ? 'PASS' : 'FAIL',
      detail: `${local.received}/${local.sent}, ${local.repeats} repeats`,
    },
  ];
  if (across.reason) {
    checks.push({ label: 'across two instances', verdict: 'n/a', detail: across.reason });
    return checks;
  }
  const limit = realtimeTargets.p99Ratio * local.p99Ms + realtimeTargets.p99SlackMs;
  checks.push(
    {
      label: 'across two instances: every message delivered once',
      verdict: across.lost === 0 && across.repeats === 0 ? 'PASS' : 'FAIL',
      detail: `${across.received}/${across.sent}, ${across.repeats} repeats`,
    },
    {
      label: `across two instances: p99 ≤ ${realtimeTargets.p99Ratio} × one-instance p99 + ${realtimeTargets.p99SlackMs} ms`,
      verdict: across.p99Ms !== null && across.p99Ms <= limit ? 'PASS' : 'FAIL',
      detail:
        `${ms(across.p99Ms)} ms against ${ms(limit)} ms at ${result.rate} messages/s` +
        [local, across]
          .filter((figures) => figures.deliveredRate < 0.95 * result.rate)
          .map(
            (figures) =>
              `; ${figures === local ? 'one instance' : 'two instances'} delivered ` +
              `${figures.deliveredRate.toFixed(0)}/s, short of ${result.rate}/s: a queue's latencies`,
          )
          .join(''),
    },
  );
  return checks;
}

/** The row's table: streams and memory, then each case's latencies beside the floor's. */
export function formatRealtime(result) {
  if (!result || result.reason) return `Realtime: not available (${result?.reason ?? 'not run'}).`;
  const { openFiles, streams, local, across } = result;
  const lines = [
    `Realtime (issue 22): ulimit -n ${openFiles.soft} here (hard ${openFiles.hard}), ${openFiles.servers} for the servers.`,
    `  open streams on one instance: ${streams.opened} of ${streams.wanted} in ${streams.openSeconds.toFixed(1)} s; ` +
      `server RSS ${mb(streams.rssBefore)} → ${mb(streams.rssAfter)} MB ` +
      `(+${mb(streams.rssAfter - streams.rssBefore)} MB, ` +
      `${((streams.rssAfter - streams.rssBefore) / Math.max(1, streams.opened) / 1024).toFixed(1)} kB a stream)`,
    `  delivery at ${result.rate} messages/s for ${sendSeconds} s, ${pairs} senders to ${pairs} receivers ` +
      `(from send_message's request to its message_new on the receiver's stream), ${streams.opened} streams open:`,
  ];
  const row = (label, figures) =>
    figures.reason
      ? `    ${label.padEnd(34)} not available (${figures.reason})`
      : `    ${label.padEnd(34)} p50 ${ms(figures.p50Ms).padStart(7)} ms  p99 ${ms(figures.p99Ms).padStart(7)} ms  ` +
        `${figures.received}/${figures.sent} delivered, ${figures.repeats} repeats, ` +
        `${figures.achievedRate.toFixed(0)} sent/s, ${figures.deliveredRate.toFixed(0)} delivered/s, ` +
        `answers ${JSON.stringify(figures.statuses)}` +
        (figures === across && local.p99Ms
          ? `  p99 ÷ floor ${(figures.p99Ms / local.p99Ms).toFixed(2)}`
          : '');
  lines.push(row('one instance (in-process bus, floor)', local));
  lines.push(row('two instances through Redis', across));
  return lines.join('\n');
}
