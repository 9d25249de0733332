import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { route } from '@/server/core/route';
import { setUpApiTest } from '../../support/api-test-server';

/**
 * A caller who hangs up while sending the body (a closed tab, a lost connection) is no server
 * failure: the call is logged at info as abandoned, never as an error, and the handler never
 * runs on half a body. The logs are the pipeline's own, kept in memory.
 */
interface LogLine {
  level: number;
  msg: string;
  path?: string;
}

const logLines: LogLine[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        logLines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  }),
);

let handled = 0;
const testRoutes = [
  route('POST', 'json-body', {
    auth: 'none',
    body: object({ title: string().required() }),
    handle: async () => {
      handled += 1;
      return { data: null };
    },
  }),
  route('POST', 'upload-body', {
    auth: 'none',
    uploads: [{ field: 'documents', maxBytes: 5_000_000, kinds: ['pdf'] }],
    handle: async () => {
      handled += 1;
      return { data: null };
    },
  }),
];

const api = setUpApiTest({ routes: testRoutes, logger });

/** Sends the head and part of a body that claims to be larger, then cuts the connection. */
function sendHalfAndHangUp(path: string, contentType: string, part: string): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(`/api/${path}`, api.baseUrl);
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(part.length + 100_000) },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(part);
    setTimeout(() => request.destroy(), 200);
  });
}

/** Waits (generously) until the pipeline has logged the end of a call to `path`. */
async function loggedEndOf(path: string): Promise<LogLine[]> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const lines = logLines.filter((line) => line.path === path);
    if (lines.length > 0) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing was logged for ${path}`);
}

describe('a caller who hangs up before the body is sent', () => {
  it.each([
    ['json-body', 'application/json', '{"title": "A flat by the sea'],
    [
      'upload-body',
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    ],
  ])('is logged at info as abandoned on %s, never as an error', async (path, type, part) => {
    const before = handled;
    await sendHalfAndHangUp(path, type, part);
    const lines = await loggedEndOf(path);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[30, 'api call abandoned']]);
    expect(handled).toBe(before);
  });

  it('still answers a whole request after such a hang-up', async () => {
    const response = await api.call('POST', 'json-body', { json: { title: 'Whole' } });
    expect(response.status).toBe(200);
  });
});
