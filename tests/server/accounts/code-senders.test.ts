import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@/server/core/logger';
import { createOutboxCodeSender } from '@/server/email-and-sms/create-outbox-code-sender';
import { createTwilioCodeSender } from '@/server/email-and-sms/create-twilio-code-sender';
import { sendCode } from '@/server/email-and-sms/send-code';
import {
  failureOf,
  uniqueEmail,
  uniqueMobile,
  setUpAccountsTestKit,
} from '../../support/accounts-test-kit';
import { insertUser, putSetting } from '../../support/factories';
import { readOutbox } from '../../support/outbox';

const mail = vi.hoisted(() => ({
  sendMail: vi.fn(
    async (_message: { from: string; to: string; subject: string; text: string }) => ({
      messageId: 'test',
    }),
  ),
  createTransport: vi.fn(),
}));
vi.mock('nodemailer', () => ({
  default: {
    createTransport: (options: unknown) => {
      mail.createTransport(options);
      return { sendMail: mail.sendMail };
    },
  },
}));

const kit = setUpAccountsTestKit({
  SMTP_HOST: 'smtp.example.test',
  SMTP_PORT: '2525',
  SMTP_USER: 'mailer',
  SMTP_PASSWORD: 'mail-secret',
  SMTP_FROM: 'Hearth <no-reply@hearth.test>',
  TWILIO_ACCOUNT_SID: 'AC0123456789',
  TWILIO_AUTH_TOKEN: 'twilio-secret',
  TWILIO_FROM: '+15550009999',
});

interface TwilioCall {
  url: string;
  authorization: string;
  form: URLSearchParams;
}
const twilioCalls: TwilioCall[] = [];
let twilioAnswer: () => Response = () => Response.json({ sid: 'SM1' }, { status: 201 });
const realFetch = globalThis.fetch;

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('https://api.twilio.com/')) return realFetch(input, init);
    const headers = new Headers(init?.headers);
    twilioCalls.push({
      url,
      authorization: headers.get('authorization') ?? '',
      form: new URLSearchParams(String(init?.body)),
    });
    return twilioAnswer();
  });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  twilioAnswer = () => Response.json({ sid: 'SM1' }, { status: 201 });
  mail.sendMail.mockImplementation(async () => ({ messageId: 'test' }));
});

const silentLogger = () =>
  ({ error: vi.fn(), info: vi.fn(), warn: vi.fn() }) as unknown as Logger & {
    error: ReturnType<typeof vi.fn>;
  };

describe('SMS codes (Twilio mocked)', () => {
  it('posts the code to Twilio’s Messages API, not to the outbox or the answer', async () => {
    const number = uniqueMobile();
    const response = await kit.call('GET', 'get-otp', { query: { number } });
    expect(response.status).toBe(200);
    const call = twilioCalls.find((candidate) => candidate.form.get('To') === number);
    expect(call?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(call?.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789:twilio-secret').toString('base64')}`,
    );
    expect(call?.form.get('From')).toBe('+15550009999');
    const code = /\b(\d{6})\b/.exec(call?.form.get('Body') ?? '')?.[1];
    expect(code).toBeDefined();
    expect(JSON.stringify(response.body)).not.toContain(code);
    expect((await readOutbox(kit.dataDir)).some((entry) => entry.destination === number)).toBe(
      false,
    );
    const verified = await kit.call('GET', 'verify-otp', { query: { number, otp: code! } });
    expect(verified.status).toBe(200);
  });

  it('answers 503 with a plain message when Twilio fails, and lets the caller retry at once', async () => {
    twilioAnswer = () => Response.json({ code: 21211, message: 'Invalid To' }, { status: 400 });
    const number = uniqueMobile();
    const response = await kit.call('GET', 'get-otp', { query: { number } });
    expect(response.status).toBe(503);
    expect(failureOf(response)).toMatchObject({
      code: 'service_unavailable',
      message: 'We could not send the code right now.',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/Invalid To|at .*\.ts|Error/);
    twilioAnswer = () => Response.json({ sid: 'SM2' }, { status: 201 });
    expect((await kit.call('GET', 'get-otp', { query: { number } })).status).toBe(200);
  });

  it('logs a provider failure without the code', async () => {
    const log = silentLogger();
    const sender = createTwilioCodeSender(
      { twilioAccountSid: 'AC1', twilioAuthToken: 't', from: 'MG123' },
      async () => new Response('boom', { status: 500 }),
    );
    const message = {
      channel: 'phone' as const,
      destination: '+15550001111',
      subject: '',
      text: 'Your code is 424242.',
      code: '424242',
    };
    await expect(sendCode(message, { db: kit.handle.db, log }, sender)).rejects.toMatchObject({
      status: 503,
    });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.error.mock.calls)).toContain('twilio');
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('424242');
  });
});

describe('email codes (SMTP transport mocked)', () => {
  it('mails the code through the SMTP server of SMTP_HOST', async () => {
    const email = uniqueEmail('smtp');
    const response = await kit.call('GET', 'get-otp', { query: { email } });
    expect(response.status).toBe(200);
    expect(mail.createTransport).toHaveBeenCalledWith(
      expect.objectContaining({
        host: 'smtp.example.test',
        port: 2525,
        auth: { user: 'mailer', pass: 'mail-secret' },
      }),
    );
    const sent = mail.sendMail.mock.calls.map(([message]) => message).find((m) => m.to === email);
    expect(sent).toMatchObject({
      from: 'Hearth <no-reply@hearth.test>',
      to: email,
      subject: expect.stringContaining('sign-in code'),
    });
    const code = /\b(\d{6})\b/.exec(sent?.text ?? '')?.[1];
    expect((await kit.call('GET', 'verify-otp', { query: { email, otp: code! } })).status).toBe(
      200,
    );
  });

  it('mails through the server the console names instead, from the next email on', async () => {
    await putSetting(kit.handle.db, 'smtp', {
      host: 'console-mail.example.test',
      port: 587,
      user: 'console-mailer',
      from: 'Console <mail@console.test>',
    });
    try {
      const email = uniqueEmail('console-smtp');
      expect((await kit.call('GET', 'get-otp', { query: { email } })).status).toBe(200);
      expect(mail.createTransport).toHaveBeenLastCalledWith(
        expect.objectContaining({ host: 'console-mail.example.test', port: 587 }),
      );
      const sent = mail.sendMail.mock.calls.map(([message]) => message).find((m) => m.to === email);
      expect(sent).toMatchObject({ from: 'Console <mail@console.test>', to: email });
    } finally {
      await putSetting(kit.handle.db, 'smtp', {});
    }
    const email = uniqueEmail('env-smtp-again');
    expect((await kit.call('GET', 'get-otp', { query: { email } })).status).toBe(200);
    expect(mail.createTransport).toHaveBeenLastCalledWith(
      expect.objectContaining({ host: 'smtp.example.test', port: 2525 }),
    );
  });

  it('answers 503 when the SMTP server refuses', async () => {
    mail.sendMail.mockImplementation(async () => {
      throw new Error('535 Authentication failed');
    });
    const response = await kit.call('GET', 'get-otp', { query: { email: uniqueEmail('down') } });
    expect(response.status).toBe(503);
    // The request id is random hex and may hold "535" by chance, so only the rest is searched.
    const { request_id: requestId, ...answer } = response.body;
    expect(requestId).toEqual(expect.any(String));
    expect(answer).toMatchObject({ error: true, code: 'service_unavailable' });
    expect(JSON.stringify(answer)).not.toMatch(/535|Authentication failed/);
  });

  it('keeps forgot-password’s answer the same even when mailing fails', async () => {
    const account = await insertUser(kit.handle.db, {
      email: uniqueEmail('mailed'),
      emailVerifiedAt: new Date(),
    });
    mail.sendMail.mockImplementation(async () => {
      throw new Error('connection refused');
    });
    const known = await kit.call('GET', 'forgot-password', { query: { email: account.email! } });
    const unknown = await kit.call('GET', 'forgot-password', { query: { email: uniqueEmail() } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body.message).toBe(unknown.body.message);
  });
});

describe('the dev outbox (no provider)', () => {
  it('logs the code at info level and appends it as one JSON line', async () => {
    const log = silentLogger();
    const sender = createOutboxCodeSender(kit.dataDir, log);
    await sender.send({
      channel: 'email',
      destination: 'outbox@example.com',
      subject: 'Your code',
      text: 'Your code is 135790.',
      code: '135790',
    });
    expect(JSON.stringify((log.info as ReturnType<typeof vi.fn>).mock.calls)).toContain('135790');
    const entry = (await readOutbox(kit.dataDir)).find(
      (e) => e.destination === 'outbox@example.com',
    );
    expect(entry).toMatchObject({ channel: 'email', subject: 'Your code', code: '135790' });
    expect(Date.parse(entry!.at)).not.toBeNaN();
  });
});
