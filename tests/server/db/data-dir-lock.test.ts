import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '@/server/db/data-dir-lock';

const folders: string[] = [];
function freshDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-lock-'));
  folders.push(folder);
  return path.join(folder, 'db');
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('is taken by the first process and released again', () => {
    const dataDir = freshDataDir();
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lock.lockPath, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.lockPath)).toBe(false);
  });

  it('refuses a second live process at once, naming the process that holds it', () => {
    const dataDir = freshDataDir();
    // The parent of this test runner is alive for the whole test: it plays the other server.
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      new RegExp(`in use by another Hearth process \\(pid ${process.ppid}\\)`),
    );
  });

  it('takes over a lock left behind by a process that has ended', () => {
    const dataDir = freshDataDir();
    fs.writeFileSync(`${dataDir}.lock`, '2147483646');
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lock.lockPath, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
