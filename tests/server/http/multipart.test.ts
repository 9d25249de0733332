import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { AppError } from '@/server/core/app-error';
import { parseMultipart } from '@/server/http/multipart';
import { object, string } from 'yup';
import { route } from '@/server/core/route';
import { setUpApiTest } from '../../support/api-test-server';
import { pngImage } from '../../support/test-images';

const testRoutes = [
  route('POST', 'gallery', {
    auth: 'none',
    body: object({ title: string().required('Title is required') }),
    uploads: [
      { field: 'gallery_images', maxBytes: 200_000, kinds: ['jpeg', 'png'], maxCount: 3 },
      { field: 'documents', maxBytes: 100_000, kinds: ['pdf'] },
    ],
    handle: async ({ body, files }) => ({
      data: {
        title: body.title,
        files: Object.fromEntries(
          Object.entries(files).map(([field, list]) => [
            field,
            list.map((file) => ({ kind: file.kind, size: file.bytes.length, name: file.filename })),
          ]),
        ),
      },
    }),
  }),
  route('POST', 'plain', {
    auth: 'none',
    handle: async () => ({ data: null }),
  }),
];

const api = setUpApiTest({ routes: testRoutes });

async function post(path: string, build: (form: FormData) => void) {
  const form = new FormData();
  build(form);
  const response = await fetch(new URL(path, api.baseUrl), { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

describe('multipart bodies on routes that declare uploads', () => {
  it('hands over text fields for validation and files by field, typed by their bytes', async () => {
    const png = await pngImage(10, 10);
    const response = await post('gallery', (form) => {
      form.append('title', 'Villa');
      form.append('gallery_images[]', blob(png), 'a.png');
      form.append('gallery_images[]', blob(png), 'b.jpg');
      form.append('documents', blob(pdf), 'plan.pdf');
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      title: 'Villa',
      files: {
        gallery_images: [
          { kind: 'png', size: png.length, name: 'a.png' },
          { kind: 'png', size: png.length, name: 'b.jpg' },
        ],
        documents: [{ kind: 'pdf', size: pdf.length, name: 'plan.pdf' }],
      },
    });
  });

  it('validates the text fields with the route schema', async () => {
    const response = await post('gallery', (form) => form.append('documents', blob(pdf), 'p.pdf'));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ title: 'Title is required' });
  });

  it('refuses more files than a field allows (422)', async () => {
    const png = await pngImage(10, 10);
    const response = await post('gallery', (form) => {
      form.append('title', 'Villa');
      for (let i = 0; i < 4; i += 1) form.append('gallery_images', blob(png), `${i}.png`);
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('gallery_images');
  });

  it('refuses a file of another kind than declared (422)', async () => {
    const response = await post('gallery', (form) => {
      form.append('title', 'Villa');
      form.append('documents', blob(Buffer.from('MZ\x90\x00 not a pdf')), 'plan.pdf');
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ documents: 'The file must be a PDF file.' });
  });

  it('refuses a file over its field’s cap (413)', async () => {
    const response = await post('gallery', (form) => {
      form.append('title', 'Villa');
      form.append('documents', blob(Buffer.concat([pdf, Buffer.alloc(150_000)])), 'big.pdf');
    });
    expect(response.status).toBe(413);
  });

  it('keeps file names in UTF-8, as browsers send them', async () => {
    const response = await post('gallery', (form) => {
      form.append('title', 'Villa');
      form.append('documents', blob(pdf), 'Plan d’étage — 2ᵉ.pdf');
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain('Plan d’étage — 2ᵉ.pdf');
  });

  it('refuses files that are too large together even when each is under its cap (413)', async () => {
    const server = http.createServer((req, res) => {
      parseMultipart(req, testRoutes[0]?.uploads ?? [], 250_000).then(
        () => res.writeHead(200).end('parsed'),
        (error: AppError) => {
          req.resume();
          res.writeHead(error.status).end(error.userMessage);
        },
      );
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const form = new FormData();
      const photo = await pngImage(200, 200);
      const padded = Buffer.concat([photo, Buffer.alloc(150_000 - photo.length)]);
      form.append('gallery_images', blob(padded), 'one.png');
      form.append('gallery_images', blob(padded), 'two.png');
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: form });
      expect(response.status).toBe(413);
      expect(await response.text()).toContain('too large together');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('refuses too many text fields (413) and an over-long one (413)', async () => {
    const many = await post('gallery', (form) => {
      for (let i = 0; i < 150; i += 1) form.append(`f${i}`, 'x');
    });
    expect(many.status).toBe(413);
    const long = await post('gallery', (form) => form.append('title', 'x'.repeat(70_000)));
    expect(long.status).toBe(413);
  });

  it('ignores an empty file input', async () => {
    const response = await post('gallery', (form) => {
      form.append('title', 'Villa');
      form.append('documents', new Blob([]), '');
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ title: 'Villa', files: {} });
  });

  it('is refused with 415 by routes without uploads', async () => {
    const response = await post('plain', (form) => form.append('a', 'b'));
    expect(response.status).toBe(415);
  });
});
