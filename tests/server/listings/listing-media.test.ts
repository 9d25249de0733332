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

/** The smallest .docx-shaped ZIP: the parts a Word document has, by name. */
const docxBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from('....[Content_Types].xml....word/document.xml....', 'latin1'),
  ]);

/** A PDF that runs JavaScript when opened (an OpenAction) and holds an HTML script tag. */
const scriptedPdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    '3 0 obj << /S /JavaScript /JS (app.alert(document.cookie);) >> endobj',
    '% <html><script>fetch("/api/get-user-profile")</script></html>',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

describe('a listing’s documents under /media', () => {
  it('are served as sandboxed attachments, never inline, even a PDF with scripts', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner, {}, [
      await photo(),
      documentFile('brochure.pdf', scriptedPdf),
      { field: 'documents', filename: 'plan.docx', bytes: docxBytes() },
    ]);
    const { documents } = await kit.snapshot(saved.id);
    expect(documents.map((document) => document.file.split('.').pop()).sort()).toEqual([
      'docx',
      'pdf',
    ]);
    for (const document of documents) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${origin}${mediaUrl(document.file)}`, { method });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toBe('attachment');
        expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
  });
});
