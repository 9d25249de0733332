import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMessagingWorker } from '../../scripts/build-messaging-sw.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('the messaging service worker bundle', () => {
  it('builds with Firebase inside it and loads nothing from Google’s hosts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-sw-'));
    const outfile = path.join(dir, 'firebase-messaging-sw.js');
    await buildMessagingWorker(root, { outfile });
    const bundle = await readFile(outfile, 'utf8');
    expect(bundle).toContain('FCM_MSG'); // Firebase messaging's own code is in the bundle
    expect(bundle).toContain('notificationclick');
    expect(bundle).not.toContain('https://www.gstatic.com');
    expect(bundle).not.toMatch(/importScripts\s*\(/);
  });
});
