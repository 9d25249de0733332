import { afterEach, describe, expect, it } from 'vitest';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';
import { resetEnvCache } from '@/server/env';
import { forgetSiteSettings } from '@/server/settings/site-settings';
import { insertSession, insertUser, putSetting } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
const savedEnv = { ...process.env };

afterEach(() => {
  process.env = { ...savedEnv };
  resetEnvCache();
  forgetSiteSettings(api.db);
});

async function readSettings(token?: string): Promise<WebSettingsDto> {
  const response = await api.call<WebSettingsDto>('GET', 'web-settings', { token });
  if (response.body.error) throw new Error(response.body.message);
  return response.body.data;
}

describe('web-settings', () => {
  it('answers with safe defaults before the admin stores anything', async () => {
    const settings = await readSettings();
    expect(settings).toMatchObject({
      company_name: 'Hearth',
      currency_symbol: '$',
      selected_currency_data: { code: 'USD' },
      number_with_suffix: false,
      verification_required_for_user: false,
      verification_status: null,
      default_language: 'en',
    });
  });

  it('returns the stored company, currency and brand, with logos as media URLs', async () => {
    await putSetting(api.db, 'company', { name: 'Acme Homes', email: 'hi@acme.test' });
    await putSetting(api.db, 'currency', { code: 'INR', symbol: '₹', name: 'Indian Rupee' });
    await putSetting(api.db, 'number_with_suffix', true);
    await putSetting(api.db, 'brand', { svg_clr: '#123456', web_logo: 'brand/logo.svg' });
    forgetSiteSettings(api.db);
    const settings = await readSettings();
    expect(settings).toMatchObject({
      company_name: 'Acme Homes',
      company_email: 'hi@acme.test',
      currency_symbol: '₹',
      selected_currency_data: { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
      number_with_suffix: true,
      svg_clr: '#123456',
      web_logo: '/api/media/brand/logo.svg',
    });
  });

  it('says which outside services are off when nothing is configured', async () => {
    for (const name of [
      'GOOGLE_MAPS_API_KEY',
      'STRIPE_SECRET_KEY',
      'FIREBASE_API_KEY',
      'SMTP_HOST',
    ]) {
      delete process.env[name];
    }
    resetEnvCache();
    const settings = await readSettings();
    expect(settings.services).toEqual({
      maps: false,
      google_sign_in: false,
      push_notifications: false,
      payments: false,
      sms: false,
      email: false,
    });
    expect(settings.stripe_publishable_key).toBeNull();
    expect(settings.google_maps_api_key).toBeNull();
  });

  it('reports a configured service and its public key, never a secret', async () => {
    process.env.GOOGLE_MAPS_API_KEY = 'maps-public-key';
    process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_123';
    process.env.STRIPE_SECRET_KEY = 'sk_test_secret';
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';
    resetEnvCache();
    const response = await api.call<WebSettingsDto>('GET', 'web-settings');
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.services).toMatchObject({ maps: true, payments: true });
    expect(response.body.data.stripe_publishable_key).toBe('pk_test_123');
    expect(JSON.stringify(response.body)).not.toContain('sk_test_secret');
    expect(JSON.stringify(response.body)).not.toContain('whsec_test_secret');
  });

  it('reports push as on only with both the web push config and the FCM service account', async () => {
    const pushVariables = {
      FIREBASE_API_KEY: 'web-api-key',
      FIREBASE_PROJECT_ID: 'hearth-test',
      FIREBASE_MESSAGING_SENDER_ID: '1234',
      FIREBASE_VAPID_KEY: 'vapid-public-key',
    };
    Object.assign(process.env, pushVariables);
    delete process.env.FCM_SERVICE_ACCOUNT_JSON;
    resetEnvCache();
    try {
      expect((await readSettings()).services.push_notifications).toBe(false);
      process.env.FCM_SERVICE_ACCOUNT_JSON = '{"project_id":"hearth-test"}';
      resetEnvCache();
      expect((await readSettings()).services.push_notifications).toBe(true);
    } finally {
      for (const name of [...Object.keys(pushVariables), 'FCM_SERVICE_ACCOUNT_JSON']) {
        delete process.env[name];
      }
      resetEnvCache();
    }
  });

  it("gives the open map OpenStreetMap's standard tiles and credit by default", async () => {
    delete process.env.MAP_TILE_URL;
    delete process.env.MAP_TILE_ATTRIBUTION;
    resetEnvCache();
    const settings = await readSettings();
    expect(settings.map_tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(settings.map_tile_attribution).toContain('OpenStreetMap</a> contributors');
  });

  it("gives the open map the operator's tile provider and its credit", async () => {
    process.env.MAP_TILE_URL = 'https://tiles.example.test/{s}/{z}/{x}/{y}@2x.png';
    process.env.MAP_TILE_ATTRIBUTION = '&copy; Example Maps';
    resetEnvCache();
    const settings = await readSettings();
    expect(settings.map_tile_url).toBe('https://tiles.example.test/{s}/{z}/{x}/{y}@2x.png');
    expect(settings.map_tile_attribution).toBe('&copy; Example Maps');
  });

  it("tells a signed-in agent their verification status, and nobody else's", async () => {
    const agent = await insertUser(api.db, { verificationStatus: 'pending' });
    const token = await insertSession(api.db, agent.id);
    expect((await readSettings(token)).verification_status).toBe('pending');
    expect((await readSettings()).verification_status).toBeNull();
  });

  it('is cacheable by shared caches only for visitors', async () => {
    const visitor = await api.call('GET', 'web-settings');
    expect(visitor.headers.get('cache-control')).toMatch(/public/);
    const user = await insertUser(api.db);
    const token = await insertSession(api.db, user.id);
    const signedIn = await api.call('GET', 'web-settings', { token });
    expect(signedIn.headers.get('cache-control')).toMatch(/private, no-store/);
  });
});
