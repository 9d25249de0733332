import path from 'node:path';
import { object, string, ValidationError, type InferType } from 'yup';
import { defaultMapTiles, requiredTilePlaceholders } from '@/contracts/map-tiles';

/**
 * Every environment variable the server reads, parsed and validated once. `.env.example`
 * documents each one. Services outside this machine are off unless their variables are set.
 */
export interface ServerEnv {
  nodeEnv: 'development' | 'production' | 'test';
  databaseUrl: string | null;
  dataDir: string;
  redisUrl: string | null;
  publicSiteUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  apiBodyLimitBytes: number;
  /**
   * UPLOAD_BODY_LIMIT_BYTES: all files of one multipart request together (default 150 MB).
   * Files are held in memory while a request is checked, so this bounds one request's memory.
   */
  uploadBodyLimitBytes: number;
  sessionTtlDays: number;
  /**
   * TRUST_PROXY=true: the app runs behind exactly one reverse proxy (load balancer, CDN) that
   * appends the caller's address to X-Forwarded-For; rate limits then key on that address.
   * Leave it off when clients reach the app directly, or anyone could pick their own address.
   */
  trustProxy: boolean;
  /**
   * RATE_LIMIT_SCALE: multiplies every rate limit of server/core/rate-limit.ts (default 1).
   * Only for test rigs that sign in many times from one address (end-to-end runs).
   */
  rateLimitScale: number;
  /**
   * PUBLIC_AGGREGATE_CACHE_SECONDS: how long this process keeps listing counts, market figures,
   * the anonymous home page and the settings before computing them again (default 60; 0 = off).
   * A write through this process's API clears them at once.
   */
  publicAggregateCacheSeconds: number;
  /** LIVE_HEARTBEAT_SECONDS: how often an idle live stream sends a comment line (default 20). */
  liveHeartbeatSeconds: number;
  /** CHAT_EMAIL_DELAY_MINUTES: how long after an unread message its email waits (default 10). */
  chatEmailDelayMinutes: number;
  demoMode: boolean;
  storageDir: string;
  googleMapsApiKey: string | null;
  /**
   * The open map's tiles, used when GOOGLE_MAPS_API_KEY is not set. MAP_TILE_URL: an http(s)
   * URL template with {z}, {x} and {y}; MAP_TILE_ATTRIBUTION: the credit the provider requires
   * (HTML, shown on the map). Default: OpenStreetMap's standard tiles, for development only.
   */
  mapTiles: { url: string; attribution: string };
  firebase: {
    apiKey: string | null;
    authDomain: string | null;
    projectId: string | null;
    appId: string | null;
    messagingSenderId: string | null;
    vapidKey: string | null;
  };
  /**
   * Web push through FCM's HTTP v1 API (server/push/read-push-config.ts). The service account's
   * key: FCM_SERVICE_ACCOUNT_JSON (the JSON itself) or FCM_SERVICE_ACCOUNT_FILE (its path).
   * FCM_BASE_URL (default https://fcm.googleapis.com) and FCM_TOKEN_URI (default the account's
   * `token_uri`): tests point them at a local stand-in for Google.
   */
  fcm: {
    serviceAccountJson: string | null;
    serviceAccountFile: string | null;
    baseUrl: string;
    tokenUri: string | null;
  };
  /**
   * Payment gateways. Each is enabled by its keys; the admin's `payment_gateways` site setting
   * overrides these per key (server/payments/payment-config.ts). `apiBase`: the gateway's REST
   * API origin (STRIPE_API_BASE, PAYSTACK_API_BASE, PAYPAL_API_BASE, FLUTTERWAVE_API_BASE),
   * the public one by default; tests point it at a local stand-in.
   */
  stripe: {
    publishableKey: string | null;
    secretKey: string | null;
    webhookSecret: string | null;
    apiBase: string;
  };
  paystack: { publicKey: string | null; secretKey: string | null; apiBase: string };
  paypal: {
    clientId: string | null;
    clientSecret: string | null;
    /** PAYPAL_WEBHOOK_ID: the webhook's id, which verify-webhook-signature needs. */
    webhookId: string | null;
    mode: 'sandbox' | 'live';
    apiBase: string;
  };
  flutterwave: {
    publicKey: string | null;
    secretKey: string | null;
    webhookHash: string | null;
    apiBase: string;
  };
  smtp: {
    host: string | null;
    port: number;
    user: string | null;
    password: string | null;
    from: string | null;
  };
  sms: { twilioAccountSid: string | null; twilioAuthToken: string | null; from: string | null };
  /**
   * The keys that encrypt the secrets the admin saves in the settings (server/settings/
   * settings-secret-box.ts, AES-256-GCM). SETTINGS_ENCRYPTION_KEY: 32 bytes, base64 or hex (64
   * hex digits); without it saving a secret is refused. SETTINGS_ENCRYPTION_PREVIOUS_KEYS:
   * earlier keys, comma-separated, still read (each ciphertext names its key's id).
   */
  settingsEncryption: { key: Buffer | null; previousKeys: Buffer[] };
}

export class EnvError extends Error {
  override name = 'EnvError';
}

type RawEnv = Record<string, string | undefined>;

/** A set value, trimmed; blank is unset. */
const setValue = (original: unknown): string | undefined =>
  typeof original === 'string' && original.trim() !== '' ? original.trim() : undefined;

type Problem = (params: { path: string; value: unknown }) => string;
/** "NAME must be …, got "value"." */
const problem =
  (what: string): Problem =>
  ({ path, value }) =>
    `${path} ${what}, got "${String(value)}".`;

/** A variable's text: trimmed, unset when blank, checked by `isValid` when set. */
const variable = (what?: string, isValid?: (value: string) => boolean) => {
  const text = string().transform((_value: unknown, original: unknown) => setValue(original));
  return what && isValid
    ? text.test('valid', problem(what), (value) => value === undefined || isValid(value))
    : text;
};

const wholeNumber = (min: number, max: number) =>
  variable(`must be a whole number from ${min} to ${max}`, (value) => {
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed >= min && parsed <= max;
  });

const flagWords: Readonly<Record<string, boolean>> = {
  '1': true,
  true: true,
  yes: true,
  on: true,
  '0': false,
  false: false,
  no: false,
  off: false,
};
const flag = () => variable('must be true or false', (value) => value.toLowerCase() in flagWords);

const choice = (allowed: readonly string[]) =>
  variable(`must be one of ${allowed.join(', ')}`, (value) => allowed.includes(value));

const webAddress = () =>
  variable('must be a URL', (value) => {
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  });

const tileTemplate = () =>
  variable(
    'must be an http(s) URL template with {z}, {x} and {y}',
    (value) =>
      /^https?:\/\//.test(value) && requiredTilePlaceholders.every((part) => value.includes(part)),
  );

/** 32 bytes written as 64 hex digits or base64; null when it is neither. */
export function encryptionKeyBytes(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

const encryptionKey = () =>
  variable(
    'must be 32 bytes written as base64 or 64 hex digits (openssl rand -base64 32)',
    (value) => Boolean(encryptionKeyBytes(value)),
  );

const encryptionKeyList = () =>
  variable(
    'must be a comma-separated list of 32-byte keys, each base64 or 64 hex digits',
    (value) =>
      value
        .split(',')
        .filter((part) => part.trim() !== '')
        .every((part) => Boolean(encryptionKeyBytes(part))),
  );

const nodeEnvs = ['development', 'production', 'test'] as const;
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const paypalModes = ['sandbox', 'live'] as const;

/**
 * Every variable the server reads and what a set value must be (.env.example documents each);
 * unset or blank is the default. A bad value stops the start with an EnvError naming the
 * variable, what it must be and what it got.
 */
export const envSchema = object({
  NODE_ENV: choice(nodeEnvs),
  DATABASE_URL: webAddress(),
  HEARTH_DATA_DIR: variable(),
  REDIS_URL: webAddress(),
  PORT: wholeNumber(1, 65535),
  PUBLIC_SITE_URL: webAddress(),
  LOG_LEVEL: choice(logLevels),
  API_BODY_LIMIT_BYTES: wholeNumber(1024, 104_857_600),
  UPLOAD_BODY_LIMIT_BYTES: wholeNumber(1_048_576, 1_073_741_824),
  SESSION_TTL_DAYS: wholeNumber(1, 365),
  TRUST_PROXY: flag(),
  RATE_LIMIT_SCALE: wholeNumber(1, 1000),
  PUBLIC_AGGREGATE_CACHE_SECONDS: wholeNumber(0, 3600),
  LIVE_HEARTBEAT_SECONDS: wholeNumber(1, 300),
  CHAT_EMAIL_DELAY_MINUTES: wholeNumber(0, 1440),
  DEMO_MODE: flag(),
  STORAGE_DIR: variable(),
  GOOGLE_MAPS_API_KEY: variable(),
  MAP_TILE_URL: tileTemplate(),
  MAP_TILE_ATTRIBUTION: variable(),
  FIREBASE_API_KEY: variable(),
  FIREBASE_AUTH_DOMAIN: variable(),
  FIREBASE_PROJECT_ID: variable(),
  FIREBASE_APP_ID: variable(),
  FIREBASE_MESSAGING_SENDER_ID: variable(),
  FIREBASE_VAPID_KEY: variable(),
  FCM_SERVICE_ACCOUNT_JSON: variable(),
  FCM_SERVICE_ACCOUNT_FILE: variable(),
  FCM_BASE_URL: webAddress(),
  FCM_TOKEN_URI: webAddress(),
  STRIPE_PUBLISHABLE_KEY: variable(),
  STRIPE_SECRET_KEY: variable(),
  STRIPE_WEBHOOK_SECRET: variable(),
  STRIPE_API_BASE: webAddress(),
  PAYSTACK_PUBLIC_KEY: variable(),
  PAYSTACK_SECRET_KEY: variable(),
  PAYSTACK_API_BASE: webAddress(),
  PAYPAL_CLIENT_ID: variable(),
  PAYPAL_CLIENT_SECRET: variable(),
  PAYPAL_WEBHOOK_ID: variable(),
  PAYPAL_MODE: choice(paypalModes),
  PAYPAL_API_BASE: webAddress(),
  FLUTTERWAVE_PUBLIC_KEY: variable(),
  FLUTTERWAVE_SECRET_KEY: variable(),
  FLUTTERWAVE_WEBHOOK_HASH: variable(),
  FLUTTERWAVE_API_BASE: webAddress(),
  SMTP_HOST: variable(),
  SMTP_PORT: wholeNumber(1, 65535),
  SMTP_USER: variable(),
  SMTP_PASSWORD: variable(),
  SMTP_FROM: variable(),
  TWILIO_ACCOUNT_SID: variable(),
  TWILIO_AUTH_TOKEN: variable(),
  TWILIO_FROM: variable(),
  SETTINGS_ENCRYPTION_KEY: encryptionKey(),
  SETTINGS_ENCRYPTION_PREVIOUS_KEYS: encryptionKeyList(),
});

type EnvValues = InferType<typeof envSchema>;

function checkedEnv(raw: RawEnv): EnvValues {
  try {
    return envSchema.validateSync(raw, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new EnvError(error.message);
    throw error;
  }
}

/** A URL's text without its trailing slashes. */
const origin = (value: string): string => value.replace(/\/+$/, '');
const orNull = (value: string | undefined): string | null => value ?? null;
const numberOr = (value: string | undefined, fallback: number): number =>
  value === undefined ? fallback : Number(value);
const isOn = (value: string | undefined): boolean =>
  value !== undefined && flagWords[value.toLowerCase()] === true;
/** A checked choice: the schema let through only one of `allowed`. */
const chosen = <T extends string>(value: string | undefined, fallback: T): T =>
  (value as T | undefined) ?? fallback;

export function parseEnv(raw: RawEnv): ServerEnv {
  const env = checkedEnv(raw);
  const paypalMode = chosen<(typeof paypalModes)[number]>(env.PAYPAL_MODE, 'sandbox');
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.HEARTH_DATA_DIR ?? 'data');
  const port = numberOr(env.PORT, 3000);
  const nodeEnv = chosen<ServerEnv['nodeEnv']>(env.NODE_ENV, 'development');
  return {
    nodeEnv,
    databaseUrl: env.DATABASE_URL ? origin(env.DATABASE_URL) : null,
    dataDir,
    redisUrl: env.REDIS_URL ? origin(env.REDIS_URL) : null,
    publicSiteUrl: origin(env.PUBLIC_SITE_URL ?? `http://localhost:${port}`),
    logLevel: chosen<ServerEnv['logLevel']>(
      env.LOG_LEVEL,
      raw.NODE_ENV === 'test' ? 'silent' : 'info',
    ),
    apiBodyLimitBytes: numberOr(env.API_BODY_LIMIT_BYTES, 1_048_576),
    uploadBodyLimitBytes: numberOr(env.UPLOAD_BODY_LIMIT_BYTES, 157_286_400),
    sessionTtlDays: numberOr(env.SESSION_TTL_DAYS, 30),
    trustProxy: isOn(env.TRUST_PROXY),
    rateLimitScale: numberOr(env.RATE_LIMIT_SCALE, 1),
    publicAggregateCacheSeconds: numberOr(env.PUBLIC_AGGREGATE_CACHE_SECONDS, 60),
    liveHeartbeatSeconds: numberOr(env.LIVE_HEARTBEAT_SECONDS, 20),
    chatEmailDelayMinutes: numberOr(env.CHAT_EMAIL_DELAY_MINUTES, 10),
    demoMode: isOn(env.DEMO_MODE),
    storageDir: path.resolve(
      /*turbopackIgnore: true*/ env.STORAGE_DIR ?? path.join(dataDir, 'uploads'),
    ),
    googleMapsApiKey: orNull(env.GOOGLE_MAPS_API_KEY),
    mapTiles: {
      url: env.MAP_TILE_URL ?? defaultMapTiles.url,
      attribution: env.MAP_TILE_ATTRIBUTION ?? defaultMapTiles.attribution,
    },
    firebase: {
      apiKey: orNull(env.FIREBASE_API_KEY),
      authDomain: orNull(env.FIREBASE_AUTH_DOMAIN),
      projectId: orNull(env.FIREBASE_PROJECT_ID),
      appId: orNull(env.FIREBASE_APP_ID),
      messagingSenderId: orNull(env.FIREBASE_MESSAGING_SENDER_ID),
      vapidKey: orNull(env.FIREBASE_VAPID_KEY),
    },
    fcm: {
      serviceAccountJson: orNull(env.FCM_SERVICE_ACCOUNT_JSON),
      serviceAccountFile: env.FCM_SERVICE_ACCOUNT_FILE
        ? path.resolve(/*turbopackIgnore: true*/ env.FCM_SERVICE_ACCOUNT_FILE)
        : null,
      baseUrl: origin(env.FCM_BASE_URL ?? 'https://fcm.googleapis.com'),
      tokenUri: orNull(env.FCM_TOKEN_URI),
    },
    stripe: {
      publishableKey: orNull(env.STRIPE_PUBLISHABLE_KEY),
      secretKey: orNull(env.STRIPE_SECRET_KEY),
      webhookSecret: orNull(env.STRIPE_WEBHOOK_SECRET),
      apiBase: origin(env.STRIPE_API_BASE ?? 'https://api.stripe.com'),
    },
    paystack: {
      publicKey: orNull(env.PAYSTACK_PUBLIC_KEY),
      secretKey: orNull(env.PAYSTACK_SECRET_KEY),
      apiBase: origin(env.PAYSTACK_API_BASE ?? 'https://api.paystack.co'),
    },
    paypal: {
      clientId: orNull(env.PAYPAL_CLIENT_ID),
      clientSecret: orNull(env.PAYPAL_CLIENT_SECRET),
      webhookId: orNull(env.PAYPAL_WEBHOOK_ID),
      mode: paypalMode,
      apiBase: origin(
        env.PAYPAL_API_BASE ??
          (paypalMode === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
      ),
    },
    flutterwave: {
      publicKey: orNull(env.FLUTTERWAVE_PUBLIC_KEY),
      secretKey: orNull(env.FLUTTERWAVE_SECRET_KEY),
      webhookHash: orNull(env.FLUTTERWAVE_WEBHOOK_HASH),
      apiBase: origin(env.FLUTTERWAVE_API_BASE ?? 'https://api.flutterwave.com'),
    },
    smtp: {
      host: orNull(env.SMTP_HOST),
      port: numberOr(env.SMTP_PORT, 587),
      user: orNull(env.SMTP_USER),
      password: orNull(env.SMTP_PASSWORD),
      from: orNull(env.SMTP_FROM),
    },
    sms: {
      twilioAccountSid: orNull(env.TWILIO_ACCOUNT_SID),
      twilioAuthToken: orNull(env.TWILIO_AUTH_TOKEN),
      from: orNull(env.TWILIO_FROM),
    },
    settingsEncryption: {
      key: env.SETTINGS_ENCRYPTION_KEY ? encryptionKeyBytes(env.SETTINGS_ENCRYPTION_KEY) : null,
      previousKeys: (env.SETTINGS_ENCRYPTION_PREVIOUS_KEYS ?? '')
        .split(',')
        .map((part) => encryptionKeyBytes(part))
        .filter((key): key is Buffer => key !== null),
    },
  };
}

let cachedEnv: ServerEnv | null = null;

/** The parsed environment of this process (parsed on first use). */
export function getEnv(): ServerEnv {
  cachedEnv ??= parseEnv(process.env);
  return cachedEnv;
}

/** Tests change process.env and then call this so the next getEnv() re-reads it. */
export function resetEnvCache(): void {
  cachedEnv = null;
}
