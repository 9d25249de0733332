import { readFileSync } from 'node:fs';
import { getEnv, type ServerEnv } from '../env';

/** What sending a push through FCM's HTTP v1 API needs. */
export interface PushConfig {
  projectId: string;
  clientEmail: string;
  /** The service account's private key (PKCS #8 PEM), which signs the OAuth assertion. */
  privateKey: string;
  privateKeyId: string | null;
  /** Where the signed assertion is exchanged for an access token. */
  tokenUri: string;
  /** FCM's origin; messages go to `{baseUrl}/v1/projects/{projectId}/messages:send`. */
  baseUrl: string;
}

interface ServiceAccountKey {
  project_id?: unknown;
  client_email?: unknown;
  private_key?: unknown;
  private_key_id?: unknown;
  token_uri?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The environment's service account file, read once per path (it does not change while up). */
const accountFiles = new Map<string, string>();
function readAccountFile(path: string): string {
  const cached = accountFiles.get(path);
  if (cached !== undefined) return cached;
  const source = readFileSync(path, 'utf8');
  accountFiles.set(path, source);
  return source;
}

/**
 * The push configuration: the service account saved in the console (`saved`, its JSON), else
 * the environment's; null when push is not configured. A service account that is set but
 * unreadable, or misses a field, throws an error naming what is wrong: a broken configuration
 * should fail loudly, not silently send nothing.
 */
export function readPushConfig(
  env: ServerEnv = getEnv(),
  saved: string | null = null,
): PushConfig | null {
  const { serviceAccountJson, serviceAccountFile, baseUrl, tokenUri } = env.fcm;
  const source =
    saved ?? serviceAccountJson ?? (serviceAccountFile && readAccountFile(serviceAccountFile));
  if (!source) return null;
  let key: ServiceAccountKey;
  try {
    key = JSON.parse(source) as ServiceAccountKey;
  } catch {
    throw new Error(
      'The FCM service account (console or FCM_SERVICE_ACCOUNT_*) is not valid JSON.',
    );
  }
  const projectId = text(key.project_id);
  const clientEmail = text(key.client_email);
  const privateKey = text(key.private_key);
  const resolvedTokenUri = tokenUri ?? text(key.token_uri);
  if (!projectId || !clientEmail || !privateKey || !resolvedTokenUri) {
    throw new Error(
      'The FCM service account needs project_id, client_email, private_key and token_uri.',
    );
  }
  return {
    projectId,
    clientEmail,
    privateKey,
    privateKeyId: text(key.private_key_id),
    tokenUri: resolvedTokenUri,
    baseUrl,
  };
}
