import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { sessions, users } from '@/server/db/schema';
import { hashSessionToken } from '@/server/accounts/session-token';
import type { RouteDefinition } from '@/server/core/route';
import { settleAfterAnswerWork } from '@/server/http/after-answer-work';
import { apiRoutes } from '@/server/http/routes';
import { randomIp } from '../../support/accounts-test-kit';
import { digestDatabase, type DigestOptions } from '../../support/database-digest';
import { insertArticle, insertProperty, insertSession, insertUser } from '../../support/factories';
import { pdfBytes, setUpListingTestKit } from '../../support/listing-test-kit';
import { insertProject } from '../../support/project-test-kit';
import {
  fieldsOfRoute,
  builtInKeys,
  hostileJsonValues,
  hostileTextValues,
  requestArbitrary,
  type FuzzAuth,
  type FuzzFixtures,
  type FuzzRequest,
} from '../../support/route-fuzz';

/**
 * Fuzzes every call of the route table (issue 11, item 2) with fast-check: hostile values for
 * every query parameter and body field (read from the yup schemas with describe()), hostile key
 * names, repeated parameters, broken bodies, multipart text fields and file parts, as a visitor,
 * a signed-in user and an admin. Every answer must be below 500, in the envelope, without
 * internals (stack, SQL, file paths), and a refused request must leave every table as it was.
 * Fixed seed; the time budget bounds the whole file on a slow machine.
 */
const seed = 20_240_611;
/** The whole file stays under 90 s: the random runs adapt to what the fixed cases left. */
const budgetMs = 75_000;
const maxRandomRunsPerRoute = 60;
const minRandomRunsPerRoute = 5;
/**
 * What a refused call may change, by design: rate-limit counters, and a code's count of wrong
 * tries (a code is burnt after too many). Nothing else.
 */
const changedByRefusals: DigestOptions = {
  skipTables: ['rate_limit_entries'],
  skipColumns: { one_time_codes: ['attempts', 'consumed_at'] },
};

const kit = setUpListingTestKit();

const internals: readonly RegExp[] = [
  /\n\s+at\s/,
  /"stack"\s*:/,
  /node_modules/,
  /\.[cm]?[jt]sx?:\d+/,
  /\/work\//,
  new RegExp(os.tmpdir().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  /relation "|column "|violates|syntax error|duplicate key|invalid input syntax|out of range for type/,
  /\bpg_|PGlite|drizzle/i,
  /is not a function|Cannot read propert|TypeError|ReferenceError|RangeError/,
  /\bE(NOENT|ACCES|CONNREFUSED|NOSPC)\b/,
];

const stats = { cases: 0, refused: 0, serverErrors: 0, started: 0 };
const tokens: Record<Exclude<FuzzAuth, 'visitor'>, string> = { user: '', admin: '' };
let fixtures: FuzzFixtures;
let baseline: Record<string, string>;

async function freshAccount(role: 'user' | 'admin'): Promise<string> {
  const user = await insertUser(kit.db, {
    role,
    mobile: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    profileImage: 'profiles/fuzz',
    address: '1 Fuzz Street',
  });
  return insertSession(kit.db, user.id);
}

/** A successful call may have signed the user out or deleted the account: sign in again. */
async function keepSessionsAlive(): Promise<void> {
  for (const role of ['user', 'admin'] as const) {
    const [live] = await kit.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashSessionToken(tokens[role])),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          isNull(users.deletedAt),
          eq(users.isActive, true),
          eq(users.role, role),
        ),
      );
    if (!live) tokens[role] = await freshAccount(role);
  }
}

async function seedFixtures(): Promise<FuzzFixtures> {
  const catalogue = await kit.catalogue();
  tokens.user = await freshAccount('user');
  tokens.admin = await freshAccount('admin');
  const [owner] = await kit.db
    .select()
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(eq(sessions.tokenHash, hashSessionToken(tokens.user)));
  const category = { id: catalogue.categoryId };
  const listings = [
    await insertProperty(kit.db, owner!.users, category),
    await insertProperty(kit.db, owner!.users, category, {
      propertyType: 'rent',
      rentDuration: 'monthly',
    }),
    await insertProperty(kit.db, owner!.users, category, { reviewStatus: 'pending' }),
  ];
  const projects = [
    await insertProject(kit.db, owner!.users, catalogue.categoryId),
    await insertProject(kit.db, owner!.users, catalogue.categoryId, { reviewStatus: 'pending' }),
  ];
  const article = await insertArticle(kit.db);
  const everyone = await kit.db.select({ id: users.id, email: users.email }).from(users);
  return {
    ids: [
      ...new Set([
        ...listings.map((row) => row.id),
        ...projects.map((row) => row.id),
        ...everyone.map((row) => row.id),
        article.id,
        catalogue.categoryId,
      ]),
    ],
    slugs: [
      ...listings.map((row) => row.slugId),
      ...projects.map((row) => row.slugId),
      article.slugId,
      'no-such-slug',
    ],
    emails: everyone.flatMap((row) => (row.email ? [row.email] : [])),
    parameterIds: catalogue.parameterIds,
    facilityIds: catalogue.facilityIds,
  };
}

function bodyInit(request: FuzzRequest): { body?: BodyInit; contentType?: string } {
  const body = request.body;
  if (!body) return {};
  switch (body.encoding) {
    case 'json':
      return { body: body.text, contentType: 'application/json' };
    case 'raw':
      return { body: body.text, contentType: body.contentType };
    case 'form':
      return {
        body: new URLSearchParams(body.pairs).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of body.pairs) form.append(name, value);
      if (body.file) {
        const bytes =
          body.file.kind === 'pdf'
            ? pdfBytes('<script>app.alert(1)</script>')
            : body.file.kind === 'garbage'
              ? Buffer.from('MZ\u0090\u0000not a picture')
              : Buffer.alloc(0);
        form.append(body.file.field, new Blob([new Uint8Array(bytes)]), body.file.filename);
      }
      return { body: form };
    }
  }
}

async function send(definition: RouteDefinition, request: FuzzRequest) {
  const url = new URL(definition.path, kit.api.baseUrl);
  for (const [key, value] of request.query) url.searchParams.append(key, value);
  const { body, contentType } = bodyInit(request);
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (contentType) headers['content-type'] = contentType;
  if (request.auth !== 'visitor') headers.authorization = `Bearer ${tokens[request.auth]}`;
  const response = await fetch(url, { method: definition.method, headers, body });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** Sends one request and checks the answer and the database; throws what is wrong. */
async function check(definition: RouteDefinition, request: FuzzRequest): Promise<void> {
  stats.cases += 1;
  const { status, contentType, text } = await send(definition, request);
  // A call may still write after its answer (a code mailed by forgot-password): let it finish,
  // or its write would land in the next case's comparison.
  await settleAfterAnswerWork();
  const what = `${definition.method} ${definition.path} → ${status} ${text.slice(0, 300)}`;
  if (status >= 500) stats.serverErrors += 1;
  expect(status, what).toBeLessThan(500);
  // A file download (admin/transactions-csv) answers its file, not an envelope, when it succeeds.
  const isFile = status === 200 && contentType.startsWith('text/csv');
  const body = (isFile ? { error: false } : JSON.parse(text)) as {
    error?: unknown;
    errors?: unknown;
  };
  expect(typeof body.error, what).toBe('boolean');
  for (const pattern of internals) expect(text, what).not.toMatch(pattern);
  if (status === 422) expect(Object.keys(body.errors ?? {}).length, what).toBeGreaterThan(0);
  const before = baseline;
  if (status < 400) await keepSessionsAlive();
  // Taken before comparing, so one failure does not make every later case fail too.
  baseline = await digestDatabase(kit.db, changedByRefusals);
  if (status >= 400) {
    stats.refused += 1;
    expect(baseline, `${what}\nrequest: ${JSON.stringify(request)}`).toEqual(before);
  }
}

/** The auth that gets a route past its sign-in check. */
const authFor = (definition: RouteDefinition): FuzzAuth =>
  definition.path.startsWith('admin/') ? 'admin' : definition.auth === 'none' ? 'visitor' : 'user';

const toPairs = (name: string, values: readonly string[]): [string, string][] =>
  values.map((value) => [name, value]);

/**
 * Every field of the route with each of the audit's kinds of hostile value, one at a time, in
 * each encoding the route reads; and each built-in member name as a key.
 */
function everyFieldRequests(definition: RouteDefinition): FuzzRequest[] {
  const { where, fields } = fieldsOfRoute(definition);
  const auth = authFor(definition);
  const names = Object.keys(fields);
  const requests: FuzzRequest[] = [];
  const add = (body: FuzzRequest['body'], query: [string, string][] = []) =>
    requests.push({ auth, query, body });
  if (where === 'query') {
    for (const name of names) {
      for (const values of hostileTextValues) add(null, toPairs(name, values));
    }
    for (const key of builtInKeys) add(null, [[key, '1']]);
    return requests;
  }
  for (const name of names) {
    for (const value of hostileJsonValues) {
      add({ encoding: 'json', text: `{${JSON.stringify(name)}:${value}}` });
    }
    if (definition.uploads) {
      for (const values of hostileTextValues) {
        add({ encoding: 'multipart', pairs: toPairs(name, values), file: null });
      }
    }
  }
  for (const key of builtInKeys) {
    add({ encoding: 'json', text: `{${JSON.stringify(key)}:{"x":1}}` });
    add({ encoding: 'form', pairs: [[key, '1']] });
  }
  return requests;
}

/** Every route but the live stream, which answers for as long as it is open (its own tests). */
const fuzzedRoutes = apiRoutes.filter((definition) => !definition.stream);
const routeNames = fuzzedRoutes.map(
  (definition) => [`${definition.method} ${definition.path}`, definition] as const,
);

beforeAll(async () => {
  fixtures = await seedFixtures();
  baseline = await digestDatabase(kit.db, changedByRefusals);
  stats.started = performance.now();
});

afterAll(() => {
  const seconds = ((performance.now() - stats.started) / 1000).toFixed(1);
  console.log(
    `route-table fuzz (${process.env.TEST_DATABASE_DRIVER ?? 'pglite'}): ${stats.cases} cases on ${fuzzedRoutes.length} routes, ${stats.refused} refused, ${stats.serverErrors} answers ≥ 500, ${seconds} s`,
  );
});

describe('every call of the route table under hostile input', () => {
  it.each(routeNames)('%s: every field with each hostile kind', async (_name, definition) => {
    for (const request of everyFieldRequests(definition)) await check(definition, request);
  });

  it.each(routeNames)('%s: random hostile requests (fast-check)', async (_name, definition) => {
    // Each route gets its share of what is left of the budget, in runs at the pace so far.
    const elapsed = performance.now() - stats.started;
    const routesLeft = routeNames.length - routeNames.findIndex(([, row]) => row === definition);
    const msPerCase = elapsed / Math.max(1, stats.cases);
    const numRuns = Math.min(
      maxRandomRunsPerRoute,
      Math.max(minRandomRunsPerRoute, Math.floor((budgetMs - elapsed) / routesLeft / msPerCase)),
    );
    await fc.assert(
      fc.asyncProperty(requestArbitrary(definition, fixtures), (request) =>
        check(definition, request),
      ),
      // The database moves on between runs: shrinking would replay cases on another state.
      { seed, numRuns, endOnFailure: true },
    );
  });

  it('found no answer of 500 or more', () => {
    expect(stats.serverErrors).toBe(0);
    expect(stats.cases).toBeGreaterThan(fuzzedRoutes.length * 10);
  });
});
