import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaHandler } from '@/server/media/serve-media';
import { createDiskStorage, stagingFolder } from '@/server/storage/media-storage';
import { stagingMaxAgeMs, sweepStagedUploads } from '@/server/storage/staged-uploads';

/**
 * A crash (kill -9) between storing an upload's files and committing its rows (issue 11,
 * item 7). The child process runs the real service on an embedded database and freezes at the
 * commit point; it is then killed with SIGKILL. Whatever it stored must be neither served nor
 * in a folder of its own, and the next start's sweep removes it once it is an hour old.
 * The child always uses PGlite (this is about files), so the PostgreSQL project skips it.
 */
const childScript = path.resolve('tests/support/crash-during-upload-child.ts');
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function crashAtCommit(scenario: 'listing' | 'profile') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-crash-'));
  dirs.push(dir);
  const uploadsDir = path.join(dir, 'uploads');
  const marker = path.join(dir, 'marker');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', childScript, uploadsDir, marker, scenario],
    {
      stdio: 'ignore',
      env: { ...process.env, HEARTH_DATA_DIR: dir },
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const deadline = Date.now() + 60_000;
  while (!fs.existsSync(marker) && Date.now() < deadline && child.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const said = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : 'nothing';
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  const staged = JSON.parse(said.startsWith('[') ? said : '[]') as string[];
  expect(staged.length, `the child said: ${said}`).toBeGreaterThan(0);
  return { uploadsDir, staged };
}

function entriesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
}

async function statusesOf(uploadsDir: string, keys: readonly string[]): Promise<number[]> {
  const serve = createMediaHandler(() => createDiskStorage(uploadsDir));
  const server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await Promise.all(
      keys.map(async (key) => (await fetch(`${origin}/api/media/${key}`)).status),
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(process.env.TEST_DATABASE_DRIVER === 'postgres')(
  'a crash between storing an upload and committing its rows',
  () => {
    it.concurrent.each(['listing', 'profile'] as const)(
      'leaves the %s files staged only: nothing served, no folder, swept after an hour',
      async (scenario) => {
        const { uploadsDir, staged } = await crashAtCommit(scenario);

        const entries = entriesUnder(uploadsDir);
        expect(entries.length).toBeGreaterThan(0);
        expect(entries.every((entry) => entry.split(path.sep)[0] === stagingFolder)).toBe(true);
        expect(await statusesOf(uploadsDir, staged)).toEqual(staged.map(() => 404));

        const storage = createDiskStorage(uploadsDir);
        expect(await sweepStagedUploads(storage)).toBe(0);
        expect(await sweepStagedUploads(storage, Date.now() + stagingMaxAgeMs + 1000)).toBe(
          entries.length - 1,
        );
        expect(entriesUnder(uploadsDir)).toEqual([stagingFolder]);
      },
      90_000,
    );
  },
);
