import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentDto } from '@/contracts/dto/agent-dto';
import type {
  VerificationFormFieldDto,
  VerificationFormValuesDto,
  VerificationSubmissionDto,
} from '@/contracts/dto/agent-verification-dto';
import { users, verificationFormFields, verificationSubmissions } from '@/server/db/schema';
import { insertVerificationForm } from '@/server/db/seed/demo-verification-form';
import {
  mediaLinkHourSeconds,
  mediaLinkSecret,
  signMediaPath,
} from '@/server/media/private-media-links';
import { createMediaHandler } from '@/server/media/serve-media';
import { createDiskStorage } from '@/server/storage/media-storage';
import { dataOf, failureOf, type UploadFile } from '../../support/accounts-test-kit';
import { insertCategory, insertProperty } from '../../support/factories';
import { pdfBytes, photo, setUpListingTestKit, type Lister } from '../../support/listing-test-kit';
import { noticesOf } from '../../support/notifications-kit';
import { messagesTo } from '../../support/outbox';

/** The stored key behind a file's link (a private file's link also carries its signature). */
const storedKeyOf = (url: string) =>
  new URL(url, 'http://hearth.test').pathname.replace('/api/media/', '');

const kit = setUpListingTestKit();

/** The fields of the form under test, by a short name. */
let form: Record<'name' | 'years' | 'area' | 'languages' | 'id' | 'notes' | 'agency', number>;

beforeAll(async () => {
  await insertVerificationForm(kit.db);
  // A radio field and an inactive field on top of the default form.
  const [radio] = await kit.db
    .insert(verificationFormFields)
    .values({ name: 'Agency size', fieldType: 'radio', options: ['Solo', 'Team'], rank: 20 })
    .returning();
  await kit.db.insert(verificationFormFields).values({
    name: 'Old question',
    fieldType: 'text',
    isRequired: true,
    isActive: false,
    rank: 30,
  });
  const rows = await kit.db.select().from(verificationFormFields);
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
  form = {
    name: idOf('Full name (as on your ID)'),
    years: idOf('Years of experience'),
    area: idOf('Specialisation'),
    languages: idOf('Languages you work in'),
    id: idOf('Identity document (photo or PDF)'),
    notes: idOf('Anything else we should know'),
    agency: radio!.id,
  };
});

const licenceId = async () =>
  (await kit.db.select().from(verificationFormFields)).find((row) => row.name === 'Licence number')!
    .id;

/** Every required answer, valid; the identity document is the first file. */
async function validAnswers(overrides: Record<number, unknown> = {}) {
  const answers: Record<number, unknown> = {
    [form.name]: 'Ada Lovelace',
    [await licenceId()]: 'LIC-2041',
    [form.years]: '12',
    [form.area]: 'Commercial',
    [form.languages]: ['English', 'Arabic'],
    [form.id]: '0',
    ...overrides,
  };
  return Object.entries(answers)
    .filter(([, value]) => value !== undefined)
    .map(([id, value]) => ({ id: Number(id), value }));
}

const idDocument = (bytes = pdfBytes('Passport')): UploadFile => ({
  field: 'form_files',
  filename: 'passport.pdf',
  bytes,
  type: 'application/pdf',
});

async function apply(
  lister: Lister,
  answers: { id: number; value: unknown }[],
  files: UploadFile[] = [idDocument()],
) {
  return kit.upload<VerificationFormValuesDto>('apply-agent-verification', {
    token: lister.token,
    fields: { form_fields: JSON.stringify(answers) },
    files,
  });
}

const review = (token: string, json: Record<string, unknown>) =>
  kit.call<VerificationSubmissionDto>('POST', 'admin/review-verification', { token, json });

async function latestSubmissionId(userId: number): Promise<number> {
  const rows = await kit.db
    .select()
    .from(verificationSubmissions)
    .where(eq(verificationSubmissions.userId, userId));
  return Math.max(...rows.map((row) => row.id));
}

async function statusOf(userId: number) {
  const [row] = await kit.db.select().from(users).where(eq(users.id, userId));
  return row?.verificationStatus;
}

describe('get-agent-verification-form-fields', () => {
  it('answers the active fields in order, with options and translations', async () => {
    const lister = await kit.lister();
    const fields = dataOf(
      await kit.call<VerificationFormFieldDto[]>('GET', 'get-agent-verification-form-fields', {
        token: lister.token,
      }),
    );
    expect(fields.map((field) => field.name)).not.toContain('Old question');
    expect(fields.map((field) => field.rank)).toEqual(
      [...fields.map((f) => f.rank)].sort((a, b) => a - b),
    );
    expect(fields.find((field) => field.id === form.area)).toMatchObject({
      field_type: 'dropdown',
      is_required: true,
      options: expect.arrayContaining(['Commercial']),
      translations: { ar: { name: 'التخصص' } },
    });
    expect(new Set(fields.map((field) => field.field_type))).toEqual(
      new Set(['text', 'number', 'dropdown', 'checkbox', 'file', 'textarea', 'radio']),
    );
  });

  it('needs a session', async () => {
    const response = await kit.call('GET', 'get-agent-verification-form-fields');
    expect(response.status).toBe(401);
  });
});

describe('apply-agent-verification', () => {
  it('stores the answers and the file, and sets the status to pending (under review)', async () => {
    const lister = await kit.lister();
    const response = await apply(
      lister,
      await validAnswers({ [form.notes]: '  Ten years in Dubai.  ' }),
    );
    expect(response.status).toBe(201);
    const values = dataOf(response);
    expect(values).toMatchObject({ status: 'pending', reason: null });
    expect(await statusOf(lister.id)).toBe('pending');
    const answers = new Map(values.form_fields.map((answer) => [answer.id, answer]));
    expect(answers.get(form.name)?.value).toBe('Ada Lovelace');
    expect(answers.get(form.languages)?.value).toEqual(['English', 'Arabic']);
    expect(answers.get(form.notes)?.value).toBe('Ten years in Dubai.');
    const file = answers.get(form.id)?.file;
    expect(file).toMatchObject({ kind: 'pdf', name: 'passport.pdf' });
    const key = storedKeyOf(file!.url);
    const signature = file!.url.split('?')[1];
    expect(key).toMatch(new RegExp(`^verification/${lister.id}/[a-f0-9]+\\.pdf$`));
    expect(signature).toMatch(/^expires=\d+&signature=[\w-]{43}$/);
    expect(fs.readFileSync(path.join(kit.uploadsDir, key)).toString('latin1')).toContain(
      'Passport',
    );

    const again = dataOf(
      await kit.call<VerificationFormValuesDto>('GET', 'get-agent-verification-form-values', {
        token: lister.token,
      }),
    );
    expect(again).toEqual(values);
  });

  it('stores a photo of the identity document re-encoded, without its metadata', async () => {
    const lister = await kit.lister();
    const image = { ...(await photo('form_files', 400, 300, 'id-card.png')) };
    const values = dataOf(await apply(lister, await validAnswers(), [image]));
    const file = values.form_fields.find((answer) => answer.id === form.id)?.file;
    expect(file?.kind).toBe('image');
    expect(file?.url).toMatch(
      /^\/api\/media\/verification\/\d+\/[a-f0-9]+-large\.webp\?expires=\d+&signature=[\w-]{43}$/,
    );
    expect(fs.existsSync(path.join(kit.uploadsDir, storedKeyOf(file!.url)))).toBe(true);
  });

  it('answers field errors keyed by field id for each type’s rule', async () => {
    const lister = await kit.lister();
    const response = await apply(
      lister,
      await validAnswers({
        [form.name]: '   ',
        [form.years]: 'a dozen',
        [form.area]: 'Castles',
        [form.languages]: ['English', 'Klingon'],
        [form.agency]: 'Solo,Team',
        [form.notes]: 'x'.repeat(2001),
      }),
    );
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toEqual({
      [`form_fields.${form.name}`]: 'This field is required',
      [`form_fields.${form.years}`]: 'Enter a number, like 12 or 3.5',
      [`form_fields.${form.area}`]: 'Choose one of the options given',
      [`form_fields.${form.languages}`]: 'Choose one of the options given',
      [`form_fields.${form.agency}`]: 'Choose one of the options given',
      [`form_fields.${form.notes}`]: 'The answer is too long',
    });
    expect(await statusOf(lister.id)).toBe('not_applied');
  });

  it('refuses a required file that is missing, a file of the wrong kind, and unknown fields', async () => {
    const lister = await kit.lister();
    const missing = await apply(lister, await validAnswers({ [form.id]: undefined }), []);
    expect(failureOf(missing).errors).toEqual({
      [`form_fields.${form.id}`]: 'This field is required',
    });

    const noFile = await apply(lister, await validAnswers({ [form.id]: '3' }));
    expect(failureOf(noFile).errors).toEqual({
      [`form_fields.${form.id}`]: 'Choose a JPEG, PNG or PDF file',
    });

    const wrongKind = await apply(lister, await validAnswers(), [
      {
        field: 'form_files',
        filename: 'id.gif',
        bytes: Buffer.from('GIF89a\x01\x00\x01\x00'),
        type: 'image/gif',
      },
    ]);
    expect(wrongKind.status).toBe(422);
    expect(failureOf(wrongKind).errors).toEqual({
      form_files: 'The file must be a JPEG, PNG or PDF file.',
    });

    const brokenPdf = await apply(lister, await validAnswers(), [
      idDocument(Buffer.from('%PDF-1.4 cut off', 'latin1')),
    ]);
    expect(failureOf(brokenPdf).errors).toEqual({
      [`form_fields.${form.id}`]: 'The document must be a complete PDF or Word file.',
    });

    const unknown = await apply(lister, await validAnswers({ 999999: 'hello' }));
    expect(failureOf(unknown).errors).toEqual({
      'form_fields.999999': 'This field is not part of the form',
    });
    expect(await statusOf(lister.id)).toBe('not_applied');
    expect(fs.existsSync(path.join(kit.uploadsDir, 'verification', String(lister.id)))).toBe(false);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const lister = await kit.lister();
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1_048_576 + 10, 32)]);
    const response = await apply(lister, await validAnswers(), [idDocument(big)]);
    expect(response.status).toBe(413);
  });

  it('takes the owner from the session, never from the body', async () => {
    const lister = await kit.lister();
    const other = await kit.lister();
    const response = await kit.call<VerificationFormValuesDto>('POST', 'apply-agent-verification', {
      token: lister.token,
      json: {
        userid: other.id,
        user_id: other.id,
        form_fields: await validAnswers({ [form.id]: undefined }),
      },
    });
    // The identity document is required: without files the JSON form is refused, for the caller.
    expect(response.status).toBe(422);
    await kit.db
      .update(verificationFormFields)
      .set({ isRequired: false })
      .where(eq(verificationFormFields.id, form.id));
    try {
      const accepted = await kit.call<VerificationFormValuesDto>(
        'POST',
        'apply-agent-verification',
        {
          token: lister.token,
          json: { userid: other.id, form_fields: await validAnswers({ [form.id]: undefined }) },
        },
      );
      expect(dataOf(accepted).status).toBe('pending');
      expect(await statusOf(lister.id)).toBe('pending');
      expect(await statusOf(other.id)).toBe('not_applied');
    } finally {
      await kit.db
        .update(verificationFormFields)
        .set({ isRequired: true })
        .where(eq(verificationFormFields.id, form.id));
    }
  });

  it('blocks re-applying while pending with the under-review message, and once verified', async () => {
    const lister = await kit.lister();
    dataOf(await apply(lister, await validAnswers()));
    const again = await apply(lister, await validAnswers());
    expect(again.status).toBe(409);
    expect(failureOf(again)).toMatchObject({
      code: 'verification_under_review',
      message: 'Your Verification is Under Review.',
    });
    const verified = await kit.lister({ verificationStatus: 'success' });
    const refused = await apply(verified, await validAnswers());
    expect(refused.status).toBe(409);
    expect(await statusOf(verified.id)).toBe('success');
  });

  it('lets two parallel applications through only once', async () => {
    const lister = await kit.lister();
    const answers = await validAnswers();
    const results = await Promise.all([apply(lister, answers), apply(lister, answers)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
  });
});

describe('the admin review', () => {
  it('refuses anyone but the admin with 403', async () => {
    const lister = await kit.lister();
    const list = await kit.call('GET', 'admin/verification-submissions', { token: lister.token });
    expect(list.status).toBe(403);
    dataOf(await apply(lister, await validAnswers()));
    const decided = await review(lister.token, {
      submission_id: await latestSubmissionId(lister.id),
      decision: 'approved',
    });
    expect(decided.status).toBe(403);
    expect(await statusOf(lister.id)).toBe('pending');
  });

  it('lists pending submissions with their answers and files', async () => {
    const admin = await kit.admin();
    const lister = await kit.lister({ name: 'Queue Person' });
    dataOf(await apply(lister, await validAnswers()));
    const response = await kit.call<VerificationSubmissionDto[]>(
      'GET',
      'admin/verification-submissions',
      {
        token: admin.token,
        query: { status: 'pending', limit: 50 },
      },
    );
    const mine = dataOf(response).find((submission) => submission.user.id === lister.id);
    expect(mine).toMatchObject({
      status: 'pending',
      is_latest: true,
      user: { name: 'Queue Person' },
    });
    expect(mine?.form_fields.find((answer) => answer.id === form.id)?.file?.kind).toBe('pdf');
    expect(response.body).toMatchObject({ total: expect.any(Number) });
  });

  it('approves: the user is verified and the agent list shows the badge; the user is emailed', async () => {
    const admin = await kit.admin();
    const email = `agent.${Date.now()}@example.com`;
    const lister = await kit.lister({ name: 'Badge Agent', email, emailVerifiedAt: new Date() });
    await insertProperty(kit.db, lister, await insertCategory(kit.db), {
      reviewStatus: 'approved',
    });
    const agentOf = async () =>
      dataOf(
        await kit.call<AgentDto[]>('GET', 'agent-list', { query: { search: 'Badge Agent' } }),
      )[0];
    expect((await agentOf())?.is_verified).toBe(false);

    dataOf(await apply(lister, await validAnswers()));
    const decided = await review(admin.token, {
      submission_id: await latestSubmissionId(lister.id),
      decision: 'approved',
    });
    expect(dataOf(decided)).toMatchObject({ status: 'success', reason: null });
    expect(await statusOf(lister.id)).toBe('success');
    expect((await agentOf())?.is_verified).toBe(true);
    const values = dataOf(
      await kit.call<VerificationFormValuesDto>('GET', 'get-agent-verification-form-values', {
        token: lister.token,
      }),
    );
    expect(values.status).toBe('success');
    expect(values.reviewed_at).not.toBeNull();
    const mail = (await messagesTo(kit.dataDir, email)).at(-1);
    expect(mail?.subject).toMatch(/verification succeeded/);
  });

  it('rejects with a reason the user reads, and then lets the user apply again', async () => {
    const admin = await kit.admin();
    const email = `reject.${Date.now()}@example.com`;
    const lister = await kit.lister({ email, emailVerifiedAt: new Date() });
    dataOf(await apply(lister, await validAnswers()));
    const submissionId = await latestSubmissionId(lister.id);

    const noReason = await review(admin.token, {
      submission_id: submissionId,
      decision: 'rejected',
    });
    expect(noReason.status).toBe(422);

    const decided = await review(admin.token, {
      submission_id: submissionId,
      decision: 'rejected',
      reason: '  The licence number does not match the register.  ',
    });
    expect(dataOf(decided)).toMatchObject({
      status: 'failed',
      reason: 'The licence number does not match the register.',
    });
    expect(await statusOf(lister.id)).toBe('failed');
    const values = dataOf(
      await kit.call<VerificationFormValuesDto>('GET', 'get-agent-verification-form-values', {
        token: lister.token,
      }),
    );
    expect(values).toMatchObject({
      status: 'failed',
      reason: 'The licence number does not match the register.',
    });
    expect((await messagesTo(kit.dataDir, email)).at(-1)?.text).toContain(
      'The licence number does not match the register.',
    );
    expect(await noticesOf(kit, lister)).toEqual([
      {
        type: 'verification_result',
        params: { status: 'rejected', reason: 'The licence number does not match the register.' },
        link: '/user/verification',
      },
    ]);

    const reapplied = await apply(lister, await validAnswers({ [form.years]: '13' }));
    expect(reapplied.status).toBe(201);
    expect(dataOf(reapplied)).toMatchObject({ status: 'pending', reason: null });
    // The earlier submission is no longer the one to decide.
    const stale = await review(admin.token, { submission_id: submissionId, decision: 'approved' });
    expect(stale.status).toBe(409);
    expect(await statusOf(lister.id)).toBe('pending');
  });

  it('answers 404 for an unknown submission', async () => {
    const admin = await kit.admin();
    const response = await review(admin.token, { submission_id: 987654, decision: 'approved' });
    expect(response.status).toBe(404);
  });
});

describe('the listing gate', () => {
  it('uses the verification status with the spec’s messages when the site requires it', async () => {
    await kit.setting('verification_required_for_user', true);
    try {
      const admin = await kit.admin();
      const lister = await kit.lister();
      const catalogue = await kit.catalogue();
      const post = () => kit.post(lister.token, kit.fields(catalogue), []);
      expect(failureOf(await post())).toMatchObject({
        code: 'verification_required',
        message: 'You have not completed profile verification.',
      });
      dataOf(await apply(lister, await validAnswers()));
      expect(failureOf(await post())).toMatchObject({
        code: 'verification_pending',
        message: 'Your Verification is Under Review.',
      });
      const submission_id = await latestSubmissionId(lister.id);
      dataOf(await review(admin.token, { submission_id, decision: 'rejected', reason: 'Blurry' }));
      expect(failureOf(await post())).toMatchObject({
        code: 'verification_failed',
        message: 'Verification Failed.',
      });
      dataOf(await apply(lister, await validAnswers()));
      dataOf(
        await review(admin.token, {
          submission_id: await latestSubmissionId(lister.id),
          decision: 'approved',
        }),
      );
      const saved = await kit.post(lister.token, kit.fields(catalogue), [await photo()]);
      expect(saved.status).toBe(201);
    } finally {
      await kit.setting('verification_required_for_user', false);
    }
  });
});

describe('deleting the account', () => {
  it('removes the verification answers and their files with it', async () => {
    const lister = await kit.lister();
    const values = dataOf(await apply(lister, await validAnswers()));
    const key = storedKeyOf(values.form_fields.find((answer) => answer.id === form.id)!.file!.url);
    expect(fs.existsSync(path.join(kit.uploadsDir, key))).toBe(true);
    dataOf(
      await kit.call('POST', 'delete_user', { token: lister.token, json: { userid: lister.id } }),
    );
    expect(fs.existsSync(path.join(kit.uploadsDir, key))).toBe(false);
    const left = await kit.db
      .select()
      .from(verificationSubmissions)
      .where(eq(verificationSubmissions.userId, lister.id));
    expect(left).toEqual([]);
  });
});

describe('the admin’s form definition', () => {
  const save = (token: string, json: Record<string, unknown>) =>
    kit.call<VerificationFormFieldDto & { is_active: boolean }>(
      'POST',
      'admin/save-verification-form-field',
      { token, json },
    );

  it('adds a field users then see, changes it, and takes it off the form by deactivating it', async () => {
    const admin = await kit.admin();
    const lister = await kit.lister();
    const created = await save(admin.token, {
      name: 'Office city',
      field_type: 'radio',
      options: ['Dubai', 'Abu Dhabi'],
      is_required: 0,
      rank: 50,
    });
    expect(created.status).toBe(201);
    const field = dataOf(created);
    expect(field).toMatchObject({
      field_type: 'radio',
      options: ['Dubai', 'Abu Dhabi'],
      is_active: true,
    });
    const shown = async () =>
      dataOf(
        await kit.call<VerificationFormFieldDto[]>('GET', 'get-agent-verification-form-fields', {
          token: lister.token,
        }),
      ).map((item) => item.id);
    expect(await shown()).toContain(field.id);

    const changed = await save(admin.token, {
      id: field.id,
      name: 'Office city',
      field_type: 'dropdown',
      options: '["Dubai","Sharjah","Ajman"]',
      is_active: 0,
    });
    expect(dataOf(changed)).toMatchObject({ field_type: 'dropdown', is_active: false });
    expect(await shown()).not.toContain(field.id);
    const all = dataOf(
      await kit.call<{ id: number; is_active: boolean }[]>(
        'GET',
        'admin/verification-form-fields',
        {
          token: admin.token,
        },
      ),
    );
    expect(all.find((item) => item.id === field.id)?.is_active).toBe(false);
  });

  it('checks the options against the type and refuses anyone but the admin', async () => {
    const admin = await kit.admin();
    const noOptions = await save(admin.token, {
      name: 'Area',
      field_type: 'checkbox',
      options: ['One'],
    });
    expect(failureOf(noOptions).errors).toEqual({ options: 'Give at least two options' });
    const stray = await save(admin.token, {
      name: 'Notes',
      field_type: 'textarea',
      options: ['a', 'b'],
    });
    expect(failureOf(stray).errors).toEqual({
      options: 'Only radio, checkbox and dropdown fields have options',
    });
    const badType = await save(admin.token, { name: 'Signature', field_type: 'signature' });
    expect(failureOf(badType).errors).toEqual({ field_type: 'Choose one of the field types' });
    const unknown = await save(admin.token, { id: 987654, name: 'Ghost', field_type: 'text' });
    expect(unknown.status).toBe(404);

    const lister = await kit.lister();
    expect((await save(lister.token, { name: 'Sneaky', field_type: 'text' })).status).toBe(403);
    expect(
      (await kit.call('GET', 'admin/verification-form-fields', { token: lister.token })).status,
    ).toBe(403);
  });
});

describe('the stored verification files', () => {
  /** The media route as production serves it, signing key from the test database. */
  async function withMediaServer(work: (origin: string) => Promise<void>): Promise<void> {
    const serve = createMediaHandler(
      () => createDiskStorage(kit.uploadsDir),
      () => mediaLinkSecret(kit.db),
    );
    const server = http.createServer((req, res) => void serve(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('are served through their signed link, never kept by shared caches or search engines', async () => {
    const lister = await kit.lister();
    const values = dataOf(await apply(lister, await validAnswers()));
    const url = values.form_fields.find((answer) => answer.id === form.id)!.file!.url;
    await withMediaServer(async (origin) => {
      const response = await fetch(`${origin}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('content-disposition')).toBe('attachment');
      expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain('Passport');
    });
  });

  it('refuse the bare key, an altered signature and an expired link, with a clear message', async () => {
    const lister = await kit.lister();
    const values = dataOf(await apply(lister, await validAnswers()));
    const url = values.form_fields.find((answer) => answer.id === form.id)!.file!.url;
    const [bare, query] = url.split('?') as [string, string];
    const signed = new URLSearchParams(query);
    const key = bare.replace('/api/media/', '');
    const secret = await mediaLinkSecret(kit.db);
    const expired = signMediaPath(secret, bare, Date.now() - 3 * mediaLinkHourSeconds * 1000);

    await withMediaServer(async (origin) => {
      const unsigned = await fetch(`${origin}${bare}`);
      expect(unsigned.status).toBe(403);
      expect(unsigned.headers.get('cache-control')).toBe('no-store');
      expect(await unsigned.text()).toBe(
        'This link to a private file is not valid. Open the file from its page.',
      );

      const otherFile = `${origin}/api/media/${key.replace(/\.pdf$/, '0.pdf')}?${signed}`;
      expect((await fetch(otherFile)).status).toBe(403);

      const late = await fetch(`${origin}${expired}`);
      expect(late.status).toBe(403);
      expect(await late.text()).toBe(
        'This link to a private file has expired. Open the file again from its page.',
      );
    });
  });
});
