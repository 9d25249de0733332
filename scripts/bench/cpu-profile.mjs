// Summarises a V8 CPU profile (node --cpu-prof): the functions where the server spent its own
// time, heaviest first, grouped by function and file, as a share of all samples.
import fs from 'node:fs';
import path from 'node:path';

function frameName({ functionName, url, lineNumber }) {
  const file = url ? url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '') : '';
  const where = file
    ? ` ${path.basename(path.dirname(file))}/${path.basename(file)}:${lineNumber + 1}`
    : '';
  return `${functionName || '(anonymous)'}${where}`;
}

/** The `top` frames by self time of the profile in `file`, as printable lines. */
export function summariseCpuProfile(file, top = 25) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = nodes.get(id);
    if (!node) return;
    const name = frameName(node.callFrame);
    selfMs.set(name, (selfMs.get(name) ?? 0) + ms);
    totalMs += ms;
  });
  const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
  const busyMs = [...selfMs]
    .filter(([name]) => !idle.has(name))
    .reduce((sum, [, ms]) => sum + ms, 0);
  const lines = [...selfMs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `  ${((ms / totalMs) * 100).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `  ${(totalMs / 1000).toFixed(1)} s sampled, ${((busyMs / totalMs) * 100).toFixed(0)} % in JavaScript`,
    ...lines,
  ];
}

/** The newest .cpuprofile of a folder, or null. */
export function newestProfile(directory) {
  if (!fs.existsSync(directory)) return null;
  const files = fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(directory, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  return files[0] ?? null;
}
