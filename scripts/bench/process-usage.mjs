// What the processes of the benchmark use, read from /proc (Linux; elsewhere the figures are
// null): a process's CPU time and resident memory, and the whole machine's busy share. The
// load generator (autocannon) runs in the benchmark's own process, whose CPU time is
// process.cpuUsage(); the server is a child process.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

let ticksPerSecond = null;
function clockTicks() {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU time (user + system) of a process in ms, or null. */
export function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / clockTicks();
  } catch {
    return null;
  }
}

/** Resident memory of a process in bytes, or null. */
export function processRssBytes(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Jiffies the machine spent, in all and idle (for its busy share between two readings). */
function machineTimes() {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { total: values.reduce((sum, value) => sum + value, 0), idle };
  } catch {
    return null;
  }
}

/**
 * Starts measuring: call the returned function at the end for the shares of CPU (1 = one core
 * fully busy) of the load generator (this process) and of the server, the machine's busy share
 * (1 = every core busy) and the server's largest resident memory seen (sampled every 200 ms).
 */
export function startUsage(serverPid) {
  const started = performance.now();
  const ownCpu = process.cpuUsage();
  const serverCpu = serverPid ? processCpuMs(serverPid) : null;
  const machine = machineTimes();
  let maxRss = serverPid ? processRssBytes(serverPid) : null;
  const timer = setInterval(() => {
    const rss = serverPid ? processRssBytes(serverPid) : null;
    if (rss !== null) maxRss = Math.max(maxRss ?? 0, rss);
  }, 200);
  timer.unref();
  return () => {
    clearInterval(timer);
    const wallMs = performance.now() - started;
    const own = process.cpuUsage(ownCpu);
    const serverEnd = serverPid ? processCpuMs(serverPid) : null;
    const machineEnd = machineTimes();
    const machineBusy =
      machine && machineEnd && machineEnd.total > machine.total
        ? 1 - (machineEnd.idle - machine.idle) / (machineEnd.total - machine.total)
        : null;
    return {
      loadGeneratorCpu: (own.user + own.system) / 1000 / wallMs,
      serverCpu: serverCpu !== null && serverEnd !== null ? (serverEnd - serverCpu) / wallMs : null,
      machineBusy,
      cores: os.availableParallelism?.() ?? os.cpus().length,
      serverMaxRssBytes: maxRss,
    };
  };
}
