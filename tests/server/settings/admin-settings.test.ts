import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import type {
  SettingSecretsInput,
  SiteSettingsInput,
} from '@/contracts/requests/settings-requests';
import { siteSettings, staffAuditLog } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { loadPaymentConfig } from '@/server/payments/payment-config';
import { loadPushConfig } from '@/server/settings/load-push-config';
import { loadSmtpSettings } from '@/server/settings/load-smtp-settings';
import { forgetSiteSettings } from '@/server/settings/site-settings';
import { insertSession, insertUser } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const logLines: string[] = [];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);
const api = setUpApiTest({ logger });
// Uploaded logos go under this file's own data folder.
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-settings-'));
process.env.HEARTH_DATA_DIR = dataDir;
const savedEnv = { ...process.env };
const key = randomBytes(32);

const stripeSecret = 'sk_live_51VerySecretValue9f3a';
const smtpPassword = 'smtp-Pa55word-7q2x';

function useKey(current: Buffer | null, previous: Buffer[] = []): void {
  if (current) process.env.SETTINGS_ENCRYPTION_KEY = current.toString('base64');
  else delete process.env.SETTINGS_ENCRYPTION_KEY;
  process.env.SETTINGS_ENCRYPTION_PREVIOUS_KEYS = previous
    .map((one) => one.toString('hex'))
    .join(',');
  resetEnvCache();
}

beforeEach(() => {
  logLines.length = 0;
  useKey(key);
});

afterEach(() => {
  process.env = { ...savedEnv };
  resetEnvCache();
  forgetSiteSettings(api.db);
});

async function admin(fresh = true): Promise<string> {
  const user = await insertUser(api.db, { role: 'admin' });
  return insertSession(
    api.db,
    user.id,
    fresh ? { passwordConfirmedAt: new Date() } : { createdAt: new Date(Date.now() - 3_600_000) },
  );
}

async function readAdminSettings(token: string): Promise<AdminSettingsDto> {
  const response = await api.call<AdminSettingsDto>('GET', 'admin/settings', { token });
  if (response.body.error) throw new Error(response.body.message);
  return response.body.data;
}

async function auditRows() {
  return api.db.select().from(staffAuditLog).orderBy(staffAuditLog.id);
}

const secretsBody = (values: Partial<SettingSecretsInput> = {}): Partial<SettingSecretsInput> => ({
  stripe_enabled: true,
  stripe_publishable_key: 'pk_live_public',
  ...values,
});

describe('admin/settings', () => {
  it('answers 403 to a moderator and to support, 401 to a visitor', async () => {
    for (const role of ['moderator', 'support'] as const) {
      const user = await insertUser(api.db, { role });
      const token = await insertSession(api.db, user.id);
      expect((await api.call('GET', 'admin/settings', { token })).status).toBe(403);
      const post = await api.call('POST', 'admin/settings', { token, json: {} });
      expect(post.status).toBe(403);
      const secrets = await api.call('POST', 'admin/settings-secrets', { token, json: {} });
      expect(secrets.status).toBe(403);
    }
    expect((await api.call('GET', 'admin/settings')).status).toBe(401);
  });

  it('saves the currency, records one audit row with only what changed, and web-settings shows it at once', async () => {
    const token = await admin();
    const current = await readAdminSettings(token);
    // Read once, so the process caches the old settings.
    await api.call('GET', 'web-settings');
    const before = (await auditRows()).length;
    const body: SiteSettingsInput = {
      ...current.settings,
      currency_symbol: '€',
      currency_code: 'eur',
      currency_name: 'Euro',
    };
    const response = await api.call<AdminSettingsDto>('POST', 'admin/settings', {
      token,
      json: body,
    });
    expect(response.status).toBe(200);
    const rows = await auditRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'admin/settings',
      targetType: 'settings',
      before: { currency_symbol: '$', currency_code: 'USD', currency_name: 'US Dollar' },
      after: { currency_symbol: '€', currency_code: 'EUR', currency_name: 'Euro' },
    });
    expect(Object.keys(rows.at(-1)?.after as object).sort()).toEqual([
      'currency_code',
      'currency_name',
      'currency_symbol',
    ]);
    const web = await api.call<WebSettingsDto>('GET', 'web-settings');
    expect(web.body.error).toBe(false);
    if (!web.body.error) {
      expect(web.body.data.currency_symbol).toBe('€');
      expect(web.body.data.selected_currency_data).toEqual({
        code: 'EUR',
        symbol: '€',
        name: 'Euro',
      });
    }
  });

  it('refuses bad values with field errors and stores nothing', async () => {
    const token = await admin();
    const current = await readAdminSettings(token);
    const before = (await auditRows()).length;
    const response = await api.call('POST', 'admin/settings', {
      token,
      json: {
        ...current.settings,
        currency_code: 'EURO',
        currency_symbol: '',
        svg_clr: 'teal',
        company_email: 'not-an-email',
        smtp_port: 70000,
      },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'validation_failed',
      errors: {
        currency_code: 'Enter a three-letter currency code like USD',
        currency_symbol: 'Enter the currency symbol',
        svg_clr: 'Enter a colour like #0f766e',
        company_email: 'Enter a valid email address',
        smtp_port: 'Enter a port from 1 to 65535',
      },
    });
    expect((await auditRows()).length).toBe(before);
  });
});

describe('admin/settings-secrets', () => {
  it('needs a fresh sign-in', async () => {
    const token = await admin(false);
    const response = await api.call('POST', 'admin/settings-secrets', {
      token,
      json: secretsBody(),
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'password_required' });
    // Ordinary settings need no password again.
    const current = await readAdminSettings(token);
    const ordinary = await api.call('POST', 'admin/settings', { token, json: current.settings });
    expect(ordinary.status).toBe(200);
  });

  it('stores secrets encrypted, never answers or audits or logs them, and payments read them', async () => {
    const token = await admin();
    const before = (await auditRows()).length;
    const response = await api.call<AdminSettingsDto>('POST', 'admin/settings-secrets', {
      token,
      json: secretsBody({
        stripe_secret_key: stripeSecret,
        stripe_webhook_secret: 'whsec_abcdefgh12345678',
        smtp_password: smtpPassword,
      }),
    });
    expect(response.status).toBe(200);
    const answered = JSON.stringify(response.body);
    expect(answered).not.toContain(stripeSecret);
    expect(answered).not.toContain(smtpPassword);
    const settings = await readAdminSettings(token);
    expect(settings.secrets.stripe_secret_key).toEqual({ is_set: true, masked: '••••9f3a' });
    expect(settings.secrets.smtp_password).toEqual({ is_set: true, masked: '••••7q2x' });
    expect(settings.secrets.paystack_secret_key).toEqual({ is_set: false, masked: null });
    expect(JSON.stringify(settings)).not.toContain(stripeSecret);

    // At rest: sealed, not the plain text.
    const stored = await api.db.select().from(siteSettings);
    const storedText = JSON.stringify(stored);
    expect(storedText).not.toContain(stripeSecret);
    expect(storedText).not.toContain(smtpPassword);
    expect(storedText).toMatch(/enc:v1:[0-9a-f]{8}:/);

    // One audit row, secrets masked.
    const rows = await auditRows();
    expect(rows.length).toBe(before + 1);
    const audited = JSON.stringify(rows.at(-1));
    expect(audited).not.toContain(stripeSecret);
    expect(audited).not.toContain(smtpPassword);
    expect(rows.at(-1)).toMatchObject({ targetType: 'settings', action: 'admin/settings-secrets' });
    expect(rows.at(-1)?.after).toHaveProperty('stripe_secret_key');

    // Public answers: no secret; the publishable key stays readable.
    const web = await api.call<WebSettingsDto>('GET', 'web-settings');
    expect(JSON.stringify(web.body)).not.toContain(stripeSecret);
    expect(web.body.error ? null : web.body.data.stripe_publishable_key).toBe('pk_live_public');

    // The payment config decrypts transparently.
    forgetSiteSettings(api.db);
    const config = await loadPaymentConfig(api.db);
    expect(config.stripe.secretKey).toBe(stripeSecret);
    expect(config.stripe.isEnabled).toBe(true);

    // The email server's password, decrypted for sending once the admin names a host.
    const current = await readAdminSettings(token);
    await api.call('POST', 'admin/settings', {
      token,
      json: { ...current.settings, smtp_host: 'mail.example.test', smtp_user: 'hearth' },
    });
    expect(await loadSmtpSettings(api.db)).toMatchObject({
      host: 'mail.example.test',
      user: 'hearth',
      password: smtpPassword,
    });

    expect(logLines.join('')).not.toContain(stripeSecret);
    expect(logLines.join('')).not.toContain(smtpPassword);
  });

  it('pushes with the Firebase service account saved here, not the environment’s', async () => {
    const token = await admin();
    expect(await loadPushConfig(api.db)).toBeNull();
    const serviceAccount = {
      type: 'service_account',
      project_id: 'hearth-console',
      private_key_id: 'key-7',
      private_key: '-----BEGIN PRIVATE KEY-----\nconsole\n-----END PRIVATE KEY-----\n',
      client_email: 'push@hearth-console.iam.gserviceaccount.com',
      token_uri: 'https://oauth2.googleapis.com/token',
    };
    const saved = await api.call('POST', 'admin/settings-secrets', {
      token,
      json: secretsBody({ firebase_service_account: JSON.stringify(serviceAccount) }),
    });
    expect(saved.status).toBe(200);
    expect(await loadPushConfig(api.db)).toMatchObject({
      projectId: 'hearth-console',
      clientEmail: 'push@hearth-console.iam.gserviceaccount.com',
      privateKeyId: 'key-7',
    });
    await api.call('POST', 'admin/settings-secrets', {
      token,
      json: secretsBody({ clear: ['firebase_service_account'] }),
    });
    expect(await loadPushConfig(api.db)).toBeNull();
  });

  it('keeps a secret left blank and removes one it is told to clear', async () => {
    const token = await admin();
    await api.call('POST', 'admin/settings-secrets', {
      token,
      json: secretsBody({ stripe_secret_key: stripeSecret, smtp_password: smtpPassword }),
    });
    await api.call('POST', 'admin/settings-secrets', { token, json: secretsBody() });
    let settings = await readAdminSettings(token);
    expect(settings.secrets.stripe_secret_key.is_set).toBe(true);
    const before = (await auditRows()).length;
    await api.call('POST', 'admin/settings-secrets', {
      token,
      json: secretsBody({ clear: ['smtp_password'] }),
    });
    settings = await readAdminSettings(token);
    expect(settings.secrets.smtp_password).toEqual({ is_set: false, masked: null });
    expect(settings.secrets.stripe_secret_key.is_set).toBe(true);
    const rows = await auditRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      before: { smtp_password: '••••' },
      after: { smtp_password: null },
    });
  });

  it('refuses to save a secret without SETTINGS_ENCRYPTION_KEY, and saves the rest', async () => {
    useKey(null);
    const token = await admin();
    expect((await readAdminSettings(token)).encryption_configured).toBe(false);
    const refused = await api.call('POST', 'admin/settings-secrets', {
      token,
      json: secretsBody({ stripe_secret_key: stripeSecret }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'settings_key_missing' });
    expect(JSON.stringify(refused.body)).toContain('SETTINGS_ENCRYPTION_KEY');
    const saved = await api.call('POST', 'admin/settings-secrets', {
      token,
      json: secretsBody({ stripe_publishable_key: 'pk_test_other' }),
    });
    expect(saved.status).toBe(200);
    expect((await readAdminSettings(token)).gateways.stripe_publishable_key).toBe('pk_test_other');
  });

  it('still decrypts a secret sealed under a previous key after the key rotates', async () => {
    const token = await admin();
    await api.call('POST', 'admin/settings-secrets', {
      token,
      json: secretsBody({ stripe_secret_key: stripeSecret }),
    });
    const newKey = randomBytes(32);
    useKey(newKey, [key]);
    forgetSiteSettings(api.db);
    expect((await loadPaymentConfig(api.db)).stripe.secretKey).toBe(stripeSecret);
    expect((await readAdminSettings(token)).secrets.stripe_secret_key.masked).toBe('••••9f3a');
    // Without the old key it cannot be read: the gateway counts it as unset.
    useKey(newKey);
    forgetSiteSettings(api.db);
    expect((await loadPaymentConfig(api.db)).stripe.secretKey).toBeNull();
    const [row] = await api.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'payment_gateways'));
    expect(JSON.stringify(row?.value)).not.toContain(stripeSecret);
  });
});

describe('admin/settings-logo', () => {
  /** The smallest PNG's first bytes: the upload is checked by its signature. */
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.alloc(32),
  ]);

  async function upload(token: string, which: string, file?: Buffer) {
    const form = new FormData();
    form.append('which', which);
    if (file)
      form.append('image', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'logo.png');
    const response = await fetch(new URL('admin/settings-logo', api.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('stores the image under brand/, makes it the logo at once, and records one audit row', async () => {
    const token = await admin();
    const before = (await auditRows()).length;
    const answer = await upload(token, 'web_logo', png);
    expect(answer.status).toBe(200);
    const key = (answer.body.data as AdminSettingsDto).settings.web_logo;
    expect(key).toMatch(/^brand\/[a-z0-9-]+\.png$/);
    expect(existsSync(path.join(dataDir, 'uploads', key))).toBe(true);
    const rows = await auditRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ targetType: 'settings', after: { web_logo: key } });
    const web = await api.call<WebSettingsDto>('GET', 'web-settings');
    expect(web.body.error ? null : web.body.data.web_logo).toBe(`/api/media/${key}`);
  });

  it('refuses a missing image or an unknown target with field errors', async () => {
    const token = await admin();
    expect(await upload(token, 'web_logo')).toMatchObject({
      status: 422,
      body: { errors: { image: 'Choose a PNG, JPEG or WebP image' } },
    });
    expect((await upload(token, 'favicon', png)).status).toBe(422);
  });
});
