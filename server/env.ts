import path from 'node:path';
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
}

export class EnvError extends Error {
  override name = 'EnvError';
}

type RawEnv = Record<string, string | undefined>;

function optional(raw: RawEnv, name: string): string | null {
  const value = raw[name]?.trim();
  return value ? value : null;
}

function integer(raw: RawEnv, name: string, fallback: number, min: number, max: number): number {
  const value = optional(raw, name);
  if (value === null) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new EnvError(`${name} must be a whole number from ${min} to ${max}, got "${value}".`);
  }
  return parsed;
}

function flag(raw: RawEnv, name: string): boolean {
  const value = optional(raw, name);
  if (value === null) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new EnvError(`${name} must be true or false, got "${value}".`);
}

function oneOf<T extends string>(raw: RawEnv, name: string, allowed: readonly T[], fallback: T): T {
  const value = optional(raw, name);
  if (value === null) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new EnvError(`${name} must be one of ${allowed.join(', ')}, got "${value}".`);
}

function url(raw: RawEnv, name: string, fallback: string | null): string | null {
  const value = optional(raw, name) ?? fallback;
  if (value === null) return null;
  try {
    new URL(value);
  } catch {
    throw new EnvError(`${name} must be a URL, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

function tileUrl(raw: RawEnv, name: string): string {
  const value = optional(raw, name);
  if (value === null) return defaultMapTiles.url;
  const missing = requiredTilePlaceholders.filter((part) => !value.includes(part));
  if (!/^https?:\/\//.test(value) || missing.length > 0) {
    throw new EnvError(
      `${name} must be an http(s) URL template with {z}, {x} and {y}, got "${value}".`,
    );
  }
  return value;
}

export function parseEnv(raw: RawEnv): ServerEnv {
  const paypalMode = oneOf(raw, 'PAYPAL_MODE', ['sandbox', 'live'], 'sandbox');
  const dataDir = path.resolve(
    /*turbopackIgnore: true*/ optional(raw, 'HEARTH_DATA_DIR') ?? 'data',
  );
  const port = integer(raw, 'PORT', 3000, 1, 65535);
  return {
    nodeEnv: oneOf(raw, 'NODE_ENV', ['development', 'production', 'test'], 'development'),
    databaseUrl: url(raw, 'DATABASE_URL', null),
    dataDir,
    redisUrl: url(raw, 'REDIS_URL', null),
    publicSiteUrl: url(raw, 'PUBLIC_SITE_URL', `http://localhost:${port}`) as string,
    logLevel: oneOf(
      raw,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      raw.NODE_ENV === 'test' ? 'silent' : 'info',
    ),
    apiBodyLimitBytes: integer(raw, 'API_BODY_LIMIT_BYTES', 1_048_576, 1024, 104_857_600),
    uploadBodyLimitBytes: integer(
      raw,
      'UPLOAD_BODY_LIMIT_BYTES',
      157_286_400,
      1_048_576,
      1_073_741_824,
    ),
    sessionTtlDays: integer(raw, 'SESSION_TTL_DAYS', 30, 1, 365),
    trustProxy: flag(raw, 'TRUST_PROXY'),
    rateLimitScale: integer(raw, 'RATE_LIMIT_SCALE', 1, 1, 1000),
    publicAggregateCacheSeconds: integer(raw, 'PUBLIC_AGGREGATE_CACHE_SECONDS', 60, 0, 3600),
    demoMode: flag(raw, 'DEMO_MODE'),
    storageDir: path.resolve(
      /*turbopackIgnore: true*/ optional(raw, 'STORAGE_DIR') ?? path.join(dataDir, 'uploads'),
    ),
    googleMapsApiKey: optional(raw, 'GOOGLE_MAPS_API_KEY'),
    mapTiles: {
      url: tileUrl(raw, 'MAP_TILE_URL'),
      attribution: optional(raw, 'MAP_TILE_ATTRIBUTION') ?? defaultMapTiles.attribution,
    },
    firebase: {
      apiKey: optional(raw, 'FIREBASE_API_KEY'),
      authDomain: optional(raw, 'FIREBASE_AUTH_DOMAIN'),
      projectId: optional(raw, 'FIREBASE_PROJECT_ID'),
      appId: optional(raw, 'FIREBASE_APP_ID'),
      messagingSenderId: optional(raw, 'FIREBASE_MESSAGING_SENDER_ID'),
      vapidKey: optional(raw, 'FIREBASE_VAPID_KEY'),
    },
    stripe: {
      publishableKey: optional(raw, 'STRIPE_PUBLISHABLE_KEY'),
      secretKey: optional(raw, 'STRIPE_SECRET_KEY'),
      webhookSecret: optional(raw, 'STRIPE_WEBHOOK_SECRET'),
      apiBase: url(raw, 'STRIPE_API_BASE', 'https://api.stripe.com') as string,
    },
    paystack: {
      publicKey: optional(raw, 'PAYSTACK_PUBLIC_KEY'),
      secretKey: optional(raw, 'PAYSTACK_SECRET_KEY'),
      apiBase: url(raw, 'PAYSTACK_API_BASE', 'https://api.paystack.co') as string,
    },
    paypal: {
      clientId: optional(raw, 'PAYPAL_CLIENT_ID'),
      clientSecret: optional(raw, 'PAYPAL_CLIENT_SECRET'),
      webhookId: optional(raw, 'PAYPAL_WEBHOOK_ID'),
      mode: paypalMode,
      apiBase: url(
        raw,
        'PAYPAL_API_BASE',
        paypalMode === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com',
      ) as string,
    },
    flutterwave: {
      publicKey: optional(raw, 'FLUTTERWAVE_PUBLIC_KEY'),
      secretKey: optional(raw, 'FLUTTERWAVE_SECRET_KEY'),
      webhookHash: optional(raw, 'FLUTTERWAVE_WEBHOOK_HASH'),
      apiBase: url(raw, 'FLUTTERWAVE_API_BASE', 'https://api.flutterwave.com') as string,
    },
    smtp: {
      host: optional(raw, 'SMTP_HOST'),
      port: integer(raw, 'SMTP_PORT', 587, 1, 65535),
      user: optional(raw, 'SMTP_USER'),
      password: optional(raw, 'SMTP_PASSWORD'),
      from: optional(raw, 'SMTP_FROM'),
    },
    sms: {
      twilioAccountSid: optional(raw, 'TWILIO_ACCOUNT_SID'),
      twilioAuthToken: optional(raw, 'TWILIO_AUTH_TOKEN'),
      from: optional(raw, 'TWILIO_FROM'),
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
