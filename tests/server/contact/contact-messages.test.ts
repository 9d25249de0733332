import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageDto, ContactReceivedDto } from '@/contracts/dto/contact-message-dto';
import { dataOf, failureOf, randomIp, uniqueEmail } from '../../support/accounts-test-kit';
import { setUpListingTestKit } from '../../support/listing-test-kit';
import { messagesTo } from '../../support/outbox';
import { contactFormSecret, signContactFormTime } from '@/server/contact/contact-form-time';

const kit = setUpListingTestKit();

const teamEmail = 'team@contact-tests.example.com';

let formSecret = '';
beforeAll(async () => {
  formSecret = await contactFormSecret(kit.db);
});

/** The form time the contact page would carry had it been rendered `agoMs` ago. */
const formTime = (agoMs: number) => signContactFormTime(formSecret, Date.now() - agoMs);

function aMessage(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Nadia',
    last_name: 'Haddad',
    email: uniqueEmail('visitor'),
    subject: 'Viewing on Saturday',
    message: 'Can I see the flat on Rua Augusta this Saturday morning?',
    rendered_at: formTime(20_000),
    website: '',
    ...overrides,
  };
}

const send = (body: Record<string, unknown>, options: { ip?: string; token?: string } = {}) =>
  kit.call<ContactReceivedDto>('POST', 'contct_us', { json: body, ...options });

async function listMessages(token: string, query: Record<string, number> = {}) {
  return kit.call<ContactMessageDto[]>('GET', 'admin/contact-messages', { token, query });
}

async function allMessages(): Promise<ContactMessageDto[]> {
  const admin = await kit.admin();
  return dataOf(await listMessages(admin.token, { limit: 50 }));
}

describe('contct_us', () => {
  it('stores the message, emails the site a copy and the sender an acknowledgement', async () => {
    await kit.setting('company', { name: 'Hearth', email: teamEmail });
    const body = aMessage({
      first_name: 'Win a prize at prize.example',
      last_name: 'now',
      subject: 'A garden flat in Porto',
    });
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ error: false, data: { received: true } });

    const stored = (await allMessages()).find((message) => message.email === body.email);
    expect(stored).toMatchObject({
      first_name: 'Win a prize at prize.example',
      last_name: 'now',
      subject: 'A garden flat in Porto',
      message: body.message,
      is_read: false,
      user_id: null,
    });

    const copy = (await messagesTo(kit.dataDir, teamEmail)).at(-1);
    expect(copy?.subject).toContain('A garden flat in Porto');
    expect(copy?.text).toContain(body.message);
    expect(copy?.text).toContain(body.email);
    const acknowledgement = await messagesTo(kit.dataDir, body.email);
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]?.subject).toContain('we received your message');
    // The acknowledgement goes to an address nobody proved: it holds no text from the request,
    // not even the name (no relay for someone else's text).
    expect(acknowledgement[0]?.text).not.toContain('prize');
    expect(acknowledgement[0]?.subject).not.toContain('prize');
    expect(acknowledgement[0]?.text).not.toContain('Rua Augusta');
    expect(acknowledgement[0]?.text).not.toContain('A garden flat in Porto');
  });

  it('takes a signed-in sender’s account from the session, never the body', async () => {
    const sender = await kit.lister();
    const other = await kit.lister();
    const body = aMessage({ user_id: other.id });
    expect((await send(body, { token: sender.token })).status).toBe(201);
    const stored = (await allMessages()).find((message) => message.email === body.email);
    expect(stored?.user_id).toBe(sender.id);
  });

  it('accepts a message without a last name', async () => {
    const body = aMessage({ last_name: undefined });
    expect((await send(body)).status).toBe(201);
    const stored = (await allMessages()).find((message) => message.email === body.email);
    expect(stored?.last_name).toBeNull();
  });

  it('refuses missing and over-long fields with a field error for each (422)', async () => {
    const before = (await allMessages()).length;
    const response = await send(
      aMessage({
        first_name: '  ',
        last_name: 'x'.repeat(101),
        email: 'not-an-email',
        subject: '',
        message: 'y'.repeat(5001),
      }),
    );
    expect(response.status).toBe(422);
    const failure = failureOf(response);
    expect(failure.code).toBe('validation_failed');
    expect(failure.errors).toEqual({
      first_name: 'Enter your first name',
      last_name: 'The last name is at most 100 characters',
      email: 'Enter a valid email address',
      subject: 'Enter a subject',
      message: 'The message is at most 5000 characters',
    });
    expect(await allMessages()).toHaveLength(before);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = (await allMessages()).length;
    const body = aMessage({ website: 'https://cheap-pills.example' });
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(
      'Thank you! Your message has been sent. We will answer you by email.',
    );
    expect(await allMessages()).toHaveLength(before);
    expect(await messagesTo(kit.dataDir, body.email)).toEqual([]);
  });

  it('refuses a message sent sooner than a person can write one', async () => {
    const before = (await allMessages()).length;
    const quick = await send(aMessage({ rendered_at: formTime(800) }));
    expect(quick.status).toBe(400);
    expect(failureOf(quick)).toMatchObject({
      code: 'submitted_too_soon',
      message:
        'We could not send your message yet. Please take a moment to check it, then send it again.',
    });
    const future = await send(aMessage({ rendered_at: formTime(-60_000) }));
    expect(failureOf(future).code).toBe('submitted_too_soon');
    expect(await allMessages()).toHaveLength(before);
  });

  it.each([
    ['no form time', undefined],
    ['a time in milliseconds, unsigned', String(Date.now() - 20_000)],
    ['a time signed with another secret', signContactFormTime('not-ours', Date.now() - 20_000)],
    [
      'a signed time with another time put in',
      `${Date.now() - 20_000}.${formTime(30_000).split('.')[1]}`,
    ],
    ['a signed time over a day old', formTime(24 * 3_600_000 + 60_000)],
  ])('refuses a message with %s as an expired form', async (_, renderedAt) => {
    const before = (await allMessages()).length;
    const answer = await send(aMessage({ rendered_at: renderedAt }));
    expect(answer.status).toBe(400);
    expect(failureOf(answer)).toMatchObject({
      code: 'form_expired',
      message: 'This form has expired. Reload the page, then send your message again.',
    });
    expect(await allMessages()).toHaveLength(before);
  });

  it('accepts a form a little under a day old, and answers the time of the next form', async () => {
    const answer = await send(aMessage({ rendered_at: formTime(24 * 3_600_000 - 60_000) }));
    expect(answer.status).toBe(201);
    const next = dataOf(answer).rendered_at;
    expect(next).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    // Signed just now: a message sent with it at once is too soon.
    expect(failureOf(await send(aMessage({ rendered_at: next }))).code).toBe('submitted_too_soon');
  });

  it('allows five messages an hour from one address, then answers 429 with Retry-After', async () => {
    const ip = randomIp();
    for (let count = 0; count < 5; count += 1) {
      expect((await send(aMessage(), { ip })).status).toBe(201);
    }
    const sixth = await send(aMessage(), { ip });
    expect(sixth.status).toBe(429);
    expect(failureOf(sixth).code).toBe('rate_limited');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('allows three messages an hour from one email address, whatever the network address', async () => {
    const email = uniqueEmail('repeat');
    for (let count = 0; count < 3; count += 1) {
      expect((await send(aMessage({ email }))).status).toBe(201);
    }
    expect((await send(aMessage({ email }))).status).toBe(429);
  });

  it('counts refused attempts too: a robot cannot retry without limit', async () => {
    const ip = randomIp();
    for (let count = 0; count < 5; count += 1) {
      expect((await send(aMessage({ rendered_at: formTime(0) }), { ip })).status).toBe(400);
    }
    expect((await send(aMessage(), { ip })).status).toBe(429);
  });
});

describe('the admin’s contact messages', () => {
  it('lists the messages newest first, paged, with the unread count, and marks them read', async () => {
    const admin = await kit.admin();
    const subjects = ['First of three', 'Second of three', 'Third of three'];
    for (const subject of subjects) {
      expect((await send(aMessage({ subject }))).status).toBe(201);
    }
    const firstPage = await listMessages(admin.token, { limit: 2, offset: 0 });
    expect(dataOf(firstPage).map((message) => message.subject)).toEqual([
      'Third of three',
      'Second of three',
    ]);
    const total = firstPage.body.error ? 0 : (firstPage.body.total ?? 0);
    expect(total).toBeGreaterThanOrEqual(3);
    const unreadBefore = (firstPage.body as unknown as { unread: number }).unread;
    expect(unreadBefore).toBeGreaterThanOrEqual(3);
    const secondPage = await listMessages(admin.token, { limit: 2, offset: 2 });
    expect(dataOf(secondPage)[0]?.subject).toBe('First of three');

    const newest = dataOf(firstPage)[0]!;
    const marked = await kit.call<ContactMessageDto>('POST', 'admin/read-contact-message', {
      token: admin.token,
      json: { id: newest.id },
    });
    expect(dataOf(marked)).toMatchObject({ id: newest.id, is_read: true });
    const after = await listMessages(admin.token, { limit: 2 });
    expect((after.body as unknown as { unread: number }).unread).toBe(unreadBefore - 1);
    expect(dataOf(after)[0]?.is_read).toBe(true);

    const unmarked = await kit.call<ContactMessageDto>('POST', 'admin/read-contact-message', {
      token: admin.token,
      json: { id: newest.id, is_read: 0 },
    });
    expect(dataOf(unmarked).is_read).toBe(false);
    const missing = await kit.call('POST', 'admin/read-contact-message', {
      token: admin.token,
      json: { id: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
  });

  it('is for administrators only: 403 for a user, 401 for a visitor', async () => {
    const user = await kit.lister();
    const listed = await listMessages(user.token);
    expect(listed.status).toBe(403);
    expect(failureOf(listed).code).toBe('forbidden');
    const marked = await kit.call('POST', 'admin/read-contact-message', {
      token: user.token,
      json: { id: 1 },
    });
    expect(marked.status).toBe(403);
    expect((await kit.call('GET', 'admin/contact-messages')).status).toBe(401);
  });
});
