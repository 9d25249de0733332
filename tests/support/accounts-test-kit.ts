import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ApiFailure, ApiSuccess } from '@/contracts/api-envelope';
import type { ProfileDto } from '@/contracts/dto/profile-dto';
import { eq, sql } from 'drizzle-orm';
import { passwordHashing } from '@/server/accounts/hash-password';
import { oneTimeCodes } from '@/server/db/schema';
import type { DatabaseHandle } from '@/server/db/database';
import { resetEnvCache } from '@/server/env';
import { startApiTestServer, type ApiTestResponse, type ApiTestServer } from './api-test-server';
import { latestCode } from './outbox';
import { openTestDatabase } from './test-database';

export interface SignedIn {
  token: string;
  user: ProfileDto;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  json?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  token?: string;
  /** The caller's address (X-Forwarded-For; TRUST_PROXY is on). Random when not given. */
  ip?: string;
}

export interface UploadFile {
  field: string;
  filename: string;
  bytes: Buffer;
  type?: string;
}

export interface AccountsTestKit {
  handle: DatabaseHandle;
  api: ApiTestServer;
  /** This file's HEARTH_DATA_DIR (the dev outbox and uploads live under it). */
  dataDir: string;
  call<T = unknown>(
    method: string,
    apiPath: string,
    options?: CallOptions,
  ): Promise<ApiTestResponse<T>>;
  upload<T = unknown>(
    apiPath: string,
    options: { token?: string; fields?: Record<string, string>; files?: UploadFile[]; ip?: string },
  ): Promise<ApiTestResponse<T>>;
  /**
   * Registers a fresh email account through the API as a person does (user-register, the code
   * from the outbox, verify-otp, user-register with the ticket) and answers its session.
   */
  register(
    overrides?: Partial<Record<'name' | 'email' | 'mobile' | 'password', string>>,
  ): Promise<SignedIn & { email: string; mobile: string; password: string }>;
  /** The verify-otp ticket for a code just sent to the address (read from the dev outbox). */
  ticketFor(destination: { email: string } | { number: string }): Promise<VerifiedTicket>;
  /** Posts user_signup (every sign-in, and sign-up with a code ticket) with this body. */
  signIn(body: Record<string, unknown>): Promise<ApiTestResponse<SignedIn>>;
  /** Signs in with an email address and password (and any `extra` fields). */
  passwordSignIn(
    email: string,
    password: string,
    extra?: Record<string, string>,
  ): Promise<ApiTestResponse<SignedIn>>;
}

export interface VerifiedTicket {
  auth_id: string;
  expires_in_seconds: number;
  is_new_account: boolean;
}

export const randomIp = (): string =>
  `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
export const uniqueEmail = (label = 'person'): string =>
  `${label}.${randomBytes(4).toString('hex')}@example.com`;
export const uniqueMobile = (): string =>
  `+1555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** A success body's data, failing the test with the answer when the call failed. */
export function dataOf<T>(response: ApiTestResponse<T>): T {
  if (response.body.error) {
    throw new Error(`Expected success, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return (response.body as ApiSuccess<T>).data;
}

export function failureOf(response: ApiTestResponse<unknown>): ApiFailure {
  if (!response.body.error) throw new Error(`Expected a failure, got ${response.status}`);
  return response.body;
}

/**
 * The accounts test rig for one test file: a fresh database, the real API on a real port, a
 * temporary HEARTH_DATA_DIR (dev outbox, uploads), TRUST_PROXY on so each call can come from
 * its own address, and a cheap scrypt cost so password hashing stays fast.
 */
export function setUpAccountsTestKit(env: Record<string, string> = {}): AccountsTestKit {
  const kit = {} as AccountsTestKit;
  beforeAll(async () => {
    kit.dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hearth-accounts-'));
    Object.assign(process.env, { HEARTH_DATA_DIR: kit.dataDir, TRUST_PROXY: 'true', ...env });
    resetEnvCache();
    passwordHashing.cost = 2 ** 10;
    kit.handle = await openTestDatabase();
    kit.api = await startApiTestServer(kit.handle.db);
    kit.call = (method, apiPath, options = {}) =>
      kit.api.call(method, apiPath, {
        ...options,
        headers: { 'x-forwarded-for': options.ip ?? randomIp(), ...(options.headers ?? {}) },
      });
    kit.upload = (apiPath, options) => uploadTo(kit.api, apiPath, options);
    kit.register = (overrides = {}) => registerThrough(kit, overrides);
    kit.ticketFor = (destination) => ticketThrough(kit, destination);
    kit.signIn = (body) => kit.call<SignedIn>('POST', 'user_signup', { json: body });
    kit.passwordSignIn = (email, password, extra = {}) =>
      kit.signIn({ logintype: 'email', email, password, ...extra });
  });
  afterAll(async () => {
    await kit.api?.close();
    await kit.handle?.close();
    await fs.rm(kit.dataDir, { recursive: true, force: true });
  });
  return kit;
}

async function uploadTo<T>(
  api: ApiTestServer,
  apiPath: string,
  options: { token?: string; fields?: Record<string, string>; files?: UploadFile[]; ip?: string },
): Promise<ApiTestResponse<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  for (const file of options.files ?? []) {
    const blob = new Blob([new Uint8Array(file.bytes)], {
      type: file.type ?? 'application/octet-stream',
    });
    form.append(file.field, blob, file.filename);
  }
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(new URL(apiPath, api.baseUrl), {
    method: 'POST',
    body: form,
    headers,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as ApiTestResponse<T>['body'],
  };
}

async function ticketThrough(
  kit: AccountsTestKit,
  destination: { email: string } | { number: string },
): Promise<VerifiedTicket> {
  const address = 'email' in destination ? destination.email : destination.number;
  const otp = await latestCode(kit.dataDir, address);
  const response = await kit.call<VerifiedTicket>('GET', 'verify-otp', {
    query: { ...destination, otp },
  });
  return dataOf(response);
}

async function registerThrough(
  kit: AccountsTestKit,
  overrides: Partial<Record<'name' | 'email' | 'mobile' | 'password', string>>,
) {
  const input = {
    name: 'Test Person',
    email: uniqueEmail(),
    mobile: uniqueMobile(),
    password: 'correct horse',
    ...overrides,
  };
  const form = { ...input, re_password: input.password };
  // Codes to one address are 60 seconds apart: a test that registers an address again (after
  // deleting its account) must not get the earlier, used code back.
  await kit.handle.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(oneTimeCodes.destination, input.email.toLowerCase()));
  dataOf(await kit.call('POST', 'user-register', { json: form }));
  const ticket = await kit.ticketFor({ email: input.email });
  const response = await kit.call<SignedIn>('POST', 'user-register', {
    json: { ...form, auth_id: ticket.auth_id },
  });
  return {
    ...dataOf(response),
    email: input.email,
    mobile: input.mobile,
    password: input.password,
  };
}
