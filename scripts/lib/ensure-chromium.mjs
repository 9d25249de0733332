// Browser tests use Debian's chromium (Playwright's own download cannot work here).
import { execSync, spawnSync } from 'node:child_process';

export function chromiumPath() {
  try {
    return execSync('command -v chromium', { shell: '/bin/sh', encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function ensureChromium() {
  if (chromiumPath()) return;
  console.log("• Installing Debian's chromium for the browser tests…");
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-q'],
    ['apt-get', 'install', '-y', '-q', 'chromium'],
  ]) {
    const command = [...sudo, ...args];
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(
        `✖ Could not install chromium (${command.join(' ')}). Install it and run again.`,
      );
      process.exit(1);
    }
  }
}
