import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage, stagingFolder } from '@/server/storage/media-storage';
import pino from 'pino';
import {
  keepStagingSwept,
  stageUploads,
  stagingMaxAgeMs,
  sweepStagedUploads,
} from '@/server/storage/staged-uploads';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-storage-'));
const storage = createDiskStorage(root);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function contentOf(key: string): Promise<string | null> {
  const opened = await storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const stagedNames = () => fs.readdirSync(path.join(root, stagingFolder)).sort();

describe('the disk storage’s staging area', () => {
  it('serves a staged upload only once the batch is published', async () => {
    const batch = stageUploads(storage);
    await batch.put('listings/7/abc.pdf', Buffer.from('%PDF-1.4'));
    expect(await storage.open('listings/7/abc.pdf')).toBeNull();
    expect(fs.existsSync(path.join(root, 'listings'))).toBe(false);

    await batch.publish();
    expect(await contentOf('listings/7/abc.pdf')).toBe('%PDF-1.4');
    expect(stagedNames()).toEqual([]);
  });

  it('discards a failed request’s staged files, leaving no folder behind', async () => {
    const batch = stageUploads(storage);
    await batch.put('profiles/def-card.webp', Buffer.from('x'));
    await batch.discard();
    expect(stagedNames()).toEqual([]);
    expect(fs.existsSync(path.join(root, 'profiles'))).toBe(false);
  });

  it('removes a folder with its last file', async () => {
    await storage.put('listings/8/one.pdf', Buffer.from('1'));
    await storage.put('listings/8/two.pdf', Buffer.from('2'));
    await storage.remove('listings/8/one.pdf');
    expect(fs.existsSync(path.join(root, 'listings/8'))).toBe(true);
    await storage.remove('listings/8/two.pdf');
    expect(fs.existsSync(path.join(root, 'listings/8'))).toBe(false);
    expect(stagedNames()).toEqual([]);
  });

  it('sweeps staged files older than an hour and keeps younger ones', async () => {
    await storage.stage('listings/9/old.pdf', Buffer.from('old'));
    await storage.stage('listings/9/young.pdf', Buffer.from('young'));
    const twoHoursAgo = new Date(Date.now() - 2 * stagingMaxAgeMs);
    fs.utimesSync(
      path.join(root, stagingFolder, 'listings%2F9%2Fold.pdf'),
      twoHoursAgo,
      twoHoursAgo,
    );

    expect(await sweepStagedUploads(storage)).toBe(1);
    expect(stagedNames()).toEqual(['listings%2F9%2Fyoung.pdf']);
    // The young one belongs to an upload still under way: it can still be published.
    await storage.publish('listings/9/young.pdf');
    expect(await contentOf('listings/9/young.pdf')).toBe('young');
  });
});

describe('the staging sweep while the server runs', () => {
  it('sweeps at start and then on every interval, until stopped', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-sweep-'));
    const disk = createDiskStorage(root);
    const folder = path.join(root, stagingFolder);
    const staged = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    const log = pino({ level: 'silent' });
    await disk.stage('listings/1/before-start.pdf', Buffer.from('1'));
    // The sweep's clock runs two hours ahead: whatever is staged counts as a leftover.
    const stop = await keepStagingSwept(disk, log, {
      intervalMs: 50,
      clock: () => Date.now() + 2 * stagingMaxAgeMs,
    });
    expect(staged()).toEqual([]);
    await disk.stage('listings/1/while-running.pdf', Buffer.from('2'));
    await expect.poll(staged, { timeout: 10_000 }).toEqual([]);

    stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await disk.stage('listings/1/after-stop.pdf', Buffer.from('3'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(staged()).toEqual(['listings%2F1%2Fafter-stop.pdf']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
