import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaLinkSecret } from '@/server/media/private-media-links';
import { createMediaHandler } from '@/server/media/serve-media';
import { createDiskStorage, type MediaStorage } from '@/server/storage/media-storage';
import { unreachableDatabase } from '../../support/test-database';

/**
 * How /api/media/<key> ends a download: a visitor who leaves half-way is no server error and
 * the file is closed; a read that fails is still an error. The files are on a real disk
 * storage in a temporary folder.
 */
const bigKey = 'listings/1/brochure.pdf';
const bigFileBytes = 32 * 1024 * 1024; // far more than the socket buffers hold

let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-serve-media-'));
  await createDiskStorage(dir).put(bigKey, Buffer.alloc(bigFileBytes, 1));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A server on `storage` that keeps, for each request, what its handler ended with (null, or the
 * error it threw) and the files it opened.
 */
async function mediaServer(storage: () => MediaStorage) {
  const opened: Readable[] = [];
  const handled: Promise<unknown>[] = [];
  const serve = createMediaHandler(() => {
    const inner = storage();
    return {
      ...inner,
      open: async (key: string) => {
        const stored = await inner.open(key);
        if (stored) opened.push(stored.stream);
        return stored;
      },
    };
  });
  const server = http.createServer((req, res) => {
    handled.push(
      serve(req, res).then(
        () => null,
        (error: unknown) => error,
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { origin, opened, handled, close };
}

/** Starts downloading `url` and hangs up after the first chunk; answers the status seen. */
function downloadAndLeave(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

const closed = (stream: Readable) =>
  stream.closed ? Promise.resolve() : new Promise<void>((resolve) => stream.once('close', resolve));

describe('a download of a stored file', () => {
  it('that the visitor leaves half-way ends without a server error and closes the file', async () => {
    const media = await mediaServer(() => createDiskStorage(dir));
    try {
      expect(await downloadAndLeave(`${media.origin}/api/media/${bigKey}`)).toBe(200);
      expect(media.handled).toHaveLength(1);
      expect(await media.handled[0]).toBeNull();
      expect(media.opened).toHaveLength(1);
      await closed(media.opened[0]!);
      expect(media.opened[0]!.destroyed).toBe(true);
    } finally {
      await media.close();
    }
  });

  it('that is read to the end sends every byte', async () => {
    const media = await mediaServer(() => createDiskStorage(dir));
    try {
      const response = await fetch(`${media.origin}/api/media/${bigKey}`);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(bigFileBytes);
      expect(await media.handled[0]).toBeNull();
    } finally {
      await media.close();
    }
  });

  it('whose read fails on the disk (simulated) is still a server error', async () => {
    const failingDisk = (): MediaStorage => ({
      ...createDiskStorage(dir),
      open: async () => ({
        size: 10,
        stream: new Readable({
          read() {
            this.destroy(Object.assign(new Error('I/O error'), { code: 'EIO' }));
          },
        }),
      }),
    });
    const media = await mediaServer(failingDisk);
    try {
      await fetch(`${media.origin}/api/media/${bigKey}`).catch(() => null);
      expect(await media.handled[0]).toMatchObject({ message: 'I/O error', code: 'EIO' });
    } finally {
      await media.close();
    }
  });
});

describe('a private file', () => {
  it('answers 503 with Retry-After, not a server error, when the database server is down', async () => {
    const down = unreachableDatabase();
    const serve = createMediaHandler(
      () => createDiskStorage(dir),
      () => mediaLinkSecret(down.db),
    );
    const server = http.createServer((req, res) => void serve(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(
        `http://127.0.0.1:${port}/api/media/private/listings/1/deed.pdf?expires=9999999999&signature=${'a'.repeat(43)}`,
      );
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.text()).toBe('Private files cannot be opened right now. Try again soon.');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await down.close();
    }
  });
});
