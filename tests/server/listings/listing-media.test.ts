import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaHandler } from '@/server/media/serve-media';
import { createDiskStorage } from '@/server/storage/media-storage';
import { imageUrl, mediaUrl } from '@/server/storage/media-url';
import { documentFile, photo, setUpListingTestKit } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

let server: http.Server;
let origin: string;

beforeAll(async () => {
  const serve = createMediaHandler(() => createDiskStorage(kit.uploadsDir));
  server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a listing’s stored files under /media', () => {
  it('are served with long-lived immutable caching and the right type', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner, {}, [await photo(), documentFile()]);
    const { row, documents } = await kit.snapshot(saved.id);
    const urls = [
      [imageUrl(row?.titleImage, 'card'), 'image/webp'],
      [imageUrl(row?.titleImage, 'large'), 'image/webp'],
      [mediaUrl(documents[0]?.file), 'application/pdf'],
    ] as const;
    for (const [url, type] of urls) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
