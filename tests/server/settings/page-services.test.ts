import { afterEach, describe, expect, it } from 'vitest';
import { getEnv } from '@/server/env';
import { contentSecurityPolicy } from '@/server/security/security-headers';
import { notePageServicesOf } from '@/server/settings/note-page-services';
import { forgetSiteSettings } from '@/server/settings/site-settings';
import { setUpTestDatabase } from '../../support/test-database';
import { putSetting } from '../../support/factories';

const database = setUpTestDatabase();
const holder = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete holder[Symbol.for('hearth.pageServices')];
});

const policy = () => contentSecurityPolicy(getEnv(), { https: false });

describe('the page policy’s services from the settings', () => {
  it('allows Google Maps once the console saves a browser key, on the next note', async () => {
    expect(getEnv().googleMapsApiKey).toBeNull();
    await notePageServicesOf(database.db);
    expect(policy()).not.toContain('maps.googleapis.com');

    await putSetting(database.db, 'google_maps_api_key', 'AIzaSyExampleBrowserKey');
    forgetSiteSettings(database.db);
    expect(policy()).not.toContain('maps.googleapis.com');
    await notePageServicesOf(database.db);
    expect(policy()).toContain('https://maps.googleapis.com');
  });
});
