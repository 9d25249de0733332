import type { Database } from '../db/database';
import { getEnv } from '../env';
import { readPushConfig, type PushConfig } from '../push/read-push-config';
import { storedSecret } from './admin-settings-fields';
import { readSiteSettings } from './settings-repository';
import { openSecretOrNull } from './settings-secret-box';

/**
 * What sending a push needs: the Firebase service account saved in the console (decrypted),
 * else FCM_SERVICE_ACCOUNT_* from the environment; read for each push job, so a key saved in
 * the console is used from the next notification on. Null when push is not configured.
 */
export async function loadPushConfig(db: Database): Promise<PushConfig | null> {
  const sealed = storedSecret(await readSiteSettings(db), 'firebase_service_account');
  return readPushConfig(getEnv(), sealed === null ? null : openSecretOrNull(sealed));
}
