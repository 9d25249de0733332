import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@/server/db/database';
import { createMediaHandler } from '@/server/media/serve-media';
import { mediaLinkSecret } from '@/server/media/private-media-links';
import type { MediaStorage } from '@/server/storage/media-storage';

/**
 * The media route as production serves it (`/api/media/<key>`), over the given storage, its
 * signing key from the test database, for the length of `test` (given the server's origin).
 */
export async function withMediaServer(
  storage: () => MediaStorage,
  db: Database,
  test: (origin: string) => Promise<void>,
): Promise<void> {
  const serve = createMediaHandler(storage, () => mediaLinkSecret(db));
  const server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await test(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
