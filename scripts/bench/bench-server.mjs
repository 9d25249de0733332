// The production server the benchmark loads, on a free port of 127.0.0.1, waited for, and
// stopped again however the benchmark ends. How it is started is startBenchServer alone.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { nextStartArgs } from '../lib/run-next-server.mjs';

function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}

export async function findFreePort(first, attempts = 100) {
  for (let port = first; port < first + attempts; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port from ${first} to ${first + attempts - 1}.`);
}

/**
 * Starts the production build on `port` with `next start`, as production runs it (no server of
 * our own in front). `nodeOptions` go before Next's script (e.g. `--cpu-prof`); `openFiles`
 * raises the server's soft limit of open files (`ulimit -n`, in bash, which then becomes the
 * server with exec). The returned `child.pid` is the process whose CPU and memory the
 * benchmark reads: `next start` serves in its own process, not in a child of it.
 */
export function startBenchServer(root, env, port, { nodeOptions = [], openFiles = null } = {}) {
  const args = nextStartArgs(root, { ...env, HEARTH_HOST: '127.0.0.1' }, port);
  const command = openFiles
    ? ['bash', ['-c', `ulimit -Sn ${openFiles} && exec "$@"`, 'bash', process.execPath]]
    : [process.execPath, []];
  const child = spawn(command[0], [...command[1], ...nodeOptions, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: String(port), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const server = { child, exited: false, exitCode: null };
  child.once('exit', (code, signal) => {
    server.exited = true;
    server.exitCode = code ?? signal;
  });
  return server;
}

/** Polls until the server answers (any HTTP status); bounded by `timeoutMs`. */
export async function waitUntilAnswering(server, url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`The server exited (${server.exitCode}) while starting.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      return;
    } catch {
      await sleep(500);
    }
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopBenchServer(server, graceMs = 10_000) {
  if (!server || server.exited) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!stopped && !server.exited) {
    server.child.kill('SIGKILL');
    await Promise.race([exited, sleep(5000)]);
  }
}
