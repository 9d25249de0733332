import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { readPushConfig } from '@/server/push/read-push-config';

const key = {
  type: 'service_account',
  project_id: 'hearth-test',
  private_key_id: 'key-1',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
  client_email: 'push@hearth-test.iam.gserviceaccount.com',
  token_uri: 'https://oauth2.googleapis.com/token',
};

describe('the push configuration', () => {
  it('is null when no service account is set (push is off)', () => {
    expect(readPushConfig(parseEnv({}))).toBeNull();
  });

  it('reads the service account from FCM_SERVICE_ACCOUNT_JSON with FCM defaults', () => {
    const config = readPushConfig(parseEnv({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(key) }));
    expect(config).toEqual({
      projectId: 'hearth-test',
      clientEmail: key.client_email,
      privateKey: key.private_key,
      privateKeyId: 'key-1',
      tokenUri: key.token_uri,
      baseUrl: 'https://fcm.googleapis.com',
    });
  });

  it('reads it from FCM_SERVICE_ACCOUNT_FILE, with FCM_BASE_URL and FCM_TOKEN_URI overriding', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-fcm-'));
    const file = path.join(dir, 'service-account.json');
    await writeFile(file, JSON.stringify(key));
    const config = readPushConfig(
      parseEnv({
        FCM_SERVICE_ACCOUNT_FILE: file,
        FCM_BASE_URL: 'http://127.0.0.1:9/',
        FCM_TOKEN_URI: 'http://127.0.0.1:9/token',
      }),
    );
    expect(config).toMatchObject({
      baseUrl: 'http://127.0.0.1:9',
      tokenUri: 'http://127.0.0.1:9/token',
    });
  });

  it('refuses a service account without its private key', () => {
    const broken = JSON.stringify({ ...key, private_key: undefined });
    expect(() => readPushConfig(parseEnv({ FCM_SERVICE_ACCOUNT_JSON: broken }))).toThrow(
      /private_key/,
    );
  });
});
