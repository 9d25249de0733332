import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnyObject, ObjectSchema } from 'yup';
import type { UserRole } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import type { FileKind } from './detect-file-kind';
import type { Logger } from './logger';
import { roleNamed, type RoleName, type RoleRef } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Who is calling: resolved from the bearer token, never from the request body. */
export interface Viewer {
  userId: number;
  sessionId: number;
  role: UserRole;
  name: string;
  /** When this session signed in, or last typed the password again (admin/confirm-password). */
  signedInAt: Date;
}

/** `required`: 401 without a live session; `optional`: visitors welcome; `none`: token ignored. */
export type AuthMode = 'required' | 'optional' | 'none';

/**
 * Only a signed-in caller holding one of these roles (server/core/roles.ts; `'admin'` is short
 * for `'administrator'`): 401 without a live session, 403 forbidden without the role, both
 * before the query or the body is read.
 */
export interface RoleRequirement {
  roles: readonly [RoleRef, ...RoleRef[]];
}

/** Who may call a route, as its row says. */
export type RouteAuth = AuthMode | RoleRequirement;

/**
 * A file field a route accepts in a multipart/form-data body. The file's real type is checked
 * by its first bytes against `kinds`; `maxBytes` caps each file (over it: 413); `maxCount`
 * (default 1) caps how many files the field may carry (`gallery_images[]` counts as
 * `gallery_images`). File fields a route does not declare are refused with 422.
 */
export interface UploadSpec {
  field: string;
  maxBytes: number;
  kinds: readonly FileKind[];
  maxCount?: number;
}

/** One received file, held in memory (routes cap the size). */
export interface UploadedFile {
  field: string;
  /** The name the client gave; for logs only, never used as a storage name. */
  filename: string;
  kind: FileKind;
  bytes: Buffer;
}

/** Received files by field name (without a trailing `[]`). */
export type UploadedFiles = Readonly<Record<string, readonly UploadedFile[]>>;

/** What a staff call did, for the audit log (server/audit/). Secrets are masked on the way in. */
export interface StaffAuditEntry {
  /** Defaults to the call's path (`admin/user-status`). */
  action?: string;
  /** What it touched: `user` 12, `setting` currency, `category` 4. */
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit of one staff call. A service records its entry with before and after, in the
 * transaction of the change (`audit.record(tx, …)`); a staff write that records none gets one
 * from the pipeline (its body, masked), so every staff write adds exactly one row.
 */
export interface StaffAudit {
  record(db: Database, entry: StaffAuditEntry): Promise<void>;
  /** How many entries this call recorded. */
  readonly recorded: number;
}

export interface RouteContext<Q, B, V extends Viewer | null> {
  query: Q;
  body: B;
  /** Files of a multipart body; empty unless the route declares `uploads`. */
  files: UploadedFiles;
  /** The body's bytes exactly as sent; empty unless the route declares `rawBody`. */
  rawBody: Buffer;
  viewer: V;
  db: Database;
  requestId: string;
  log: Logger;
  req: IncomingMessage;
  /** The staff audit of this call (records nothing on a route without roles: it throws). */
  audit: StaffAudit;
}

export interface RouteResult<T> {
  data: T;
  message?: string;
  total?: number;
  status?: number;
  /**
   * More top-level fields of the answer a call documents (get-property-list's
   * `total_is_capped`, `promoted_properties`); they never replace the envelope's own.
   */
  fields?: Readonly<Record<string, unknown>>;
  /**
   * Work done once the answer is sent (server/http/api-handler.ts): what must not make one
   * answer slower than another that looks the same (forgot-password's code, sent only when an
   * account has the address). A failure is logged; the caller has had their answer.
   */
  afterAnswer?: () => Promise<void>;
  /**
   * A stream route's answer (see RouteDefinition.stream): writes the response itself instead of
   * the envelope. It resolves once the stream is answered; the stream goes on, on events alone,
   * until the caller or the server ends it.
   */
  takeOver?: (res: ServerResponse) => Promise<void>;
}

/** Caching for anonymous callers of public calls (shared caches may keep the answer). */
export interface PublicCache {
  sMaxAge: number;
  staleWhileRevalidate: number;
}

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  auth: AuthMode;
  /** The roles a caller must hold one of (with auth `required`); empty: no role asked. */
  roles: readonly RoleName[];
  query?: ObjectSchema<AnyObject>;
  body?: ObjectSchema<AnyObject>;
  uploads?: readonly UploadSpec[];
  publicCache?: PublicCache;
  /** A write that changes nothing the cached aggregates show (a view count): keep them. */
  keepsCachedAggregates?: boolean;
  /**
   * The handler gets the body's bytes unparsed (`rawBody`), as a signed webhook needs them;
   * the route takes no body schema.
   */
  rawBody?: boolean;
  /**
   * The call changes what the demo shows (listings, profiles, accounts, payments): refused
   * with 403 demo_mode while the demo mode is on, before its input is read.
   */
  demoGuard?: boolean;
  /**
   * A stream (the live events of `GET events`): authenticated and checked like every call, then
   * its result's `takeOver` writes the answer (no envelope, no compression), which goes on until
   * the caller or the server ends it. The route fuzz test leaves streams out.
   */
  stream?: boolean;
  /**
   * A staff read that is audited too (support reading a user, a reported conversation,
   * payments): the pipeline records one row unless the service did.
   */
  auditReads?: boolean;
  /**
   * Granting roles, changing secrets, moving money: refused with 403 password_required when the
   * session signed in (or last confirmed the password) more than 15 minutes ago.
   */
  freshSignIn?: boolean;
  handle(context: RouteContext<unknown, unknown, Viewer | null>): Promise<RouteResult<unknown>>;
}

type ViewerFor<A extends RouteAuth> = A extends 'required' | RoleRequirement
  ? Viewer
  : Viewer | null;

/** What a route's row may add to who calls it, its input and its service (see RouteDefinition). */
type RouteFlags = Pick<
  RouteDefinition,
  | 'uploads'
  | 'publicCache'
  | 'keepsCachedAggregates'
  | 'rawBody'
  | 'demoGuard'
  | 'stream'
  | 'auditReads'
  | 'freshSignIn'
>;

interface RouteOptions<
  A extends RouteAuth,
  Q extends AnyObject,
  B extends AnyObject,
  T,
> extends RouteFlags {
  auth: A;
  query?: ObjectSchema<Q>;
  body?: ObjectSchema<B>;
  handle(context: RouteContext<Q, B, ViewerFor<A>>): Promise<RouteResult<T>>;
}

/** One row of the route table: a spec call, who may call it, its request schema, its service. */
export function route<
  A extends RouteAuth,
  T,
  Q extends AnyObject = Record<string, never>,
  B extends AnyObject = Record<string, never>,
>(method: HttpMethod, path: string, options: RouteOptions<A, Q, B, T>): RouteDefinition {
  return {
    method,
    path,
    ...authOf(options.auth),
    query: options.query as ObjectSchema<AnyObject> | undefined,
    body: options.body as ObjectSchema<AnyObject> | undefined,
    uploads: options.uploads,
    publicCache: options.publicCache,
    keepsCachedAggregates: options.keepsCachedAggregates,
    rawBody: options.rawBody ?? false,
    demoGuard: options.demoGuard ?? false,
    stream: options.stream ?? false,
    auditReads: options.auditReads ?? false,
    freshSignIn: options.freshSignIn ?? false,
    // The api handler resolves the viewer for the auth mode and checks its roles, then
    // validates query and body against the schemas above before calling, so the narrowed
    // context type holds.
    handle: options.handle as RouteDefinition['handle'],
  };
}

function authOf(auth: RouteAuth): { auth: AuthMode; roles: readonly RoleName[] } {
  return typeof auth === 'string'
    ? { auth, roles: [] }
    : { auth: 'required', roles: auth.roles.map(roleNamed) };
}

/** A call without input that answers what `read` finds, as its data. */
const answerRead =
  <T>(read: (db: Database) => Promise<T>) =>
  async ({ db }: { db: Database }): Promise<RouteResult<T>> => ({ data: await read(db) });

/** A public read without input that shared caches may keep, answering what `read` finds. */
export function publicRead<T>(
  path: string,
  publicCache: PublicCache,
  read: (db: Database) => Promise<T>,
): RouteDefinition {
  return route('GET', path, { auth: 'none', publicCache, handle: answerRead(read) });
}

/** A public read of a page or a filtered list that shared caches may keep: its query checked. */
export function publicQuery<T, Q extends AnyObject>(
  path: string,
  publicCache: PublicCache,
  query: ObjectSchema<Q>,
  read: (db: Database, query: Q) => Promise<RouteResult<T>>,
): RouteDefinition {
  return route('GET', path, {
    auth: 'none',
    publicCache,
    query,
    handle: ({ db, query }) => read(db, query),
  });
}

/** A signed-in user's read of their own things, its query checked (`GET get_favourite_property`). */
export function accountQuery<T, Q extends AnyObject>(
  path: string,
  query: ObjectSchema<Q>,
  read: (db: Database, viewer: Viewer, query: Q) => Promise<RouteResult<T>>,
): RouteDefinition {
  return route('GET', path, {
    auth: 'required',
    query,
    handle: ({ db, query, viewer }) => read(db, viewer, query),
  });
}

/** A signed-in user's change to their own things, its body checked (`POST add_favourite`). */
export function accountWrite<T, B extends AnyObject>(
  path: string,
  body: ObjectSchema<B>,
  write: (db: Database, viewer: Viewer, body: B) => Promise<RouteResult<T>>,
): RouteDefinition {
  return route('POST', path, {
    auth: 'required',
    body,
    handle: ({ db, body, viewer }) => write(db, viewer, body),
  });
}

/** The roles a staff route asks its caller to hold one of. */
export type StaffRoles = RoleRequirement['roles'];

/** A staff read without input, answering what `read` finds (`GET admin/faqs`). */
export function staffRead<T>(
  path: string,
  roles: StaffRoles,
  read: (db: Database) => Promise<T>,
): RouteDefinition {
  return route('GET', path, { auth: { roles }, handle: answerRead(read) });
}

/**
 * A staff read of a page or a filtered list: its query checked by `query`, answered as `read`
 * answers.
 */
export function staffQuery<T, Q extends AnyObject>(
  path: string,
  roles: StaffRoles,
  query: ObjectSchema<Q>,
  read: (db: Database, query: Q) => Promise<RouteResult<T>>,
): RouteDefinition {
  return route('GET', path, { auth: { roles }, query, handle: ({ db, query }) => read(db, query) });
}

interface StaffWriteOptions<B extends AnyObject, T> {
  body: ObjectSchema<B>;
  uploads?: readonly UploadSpec[];
  /** The answer's sentence; without it, the one `write` gives. */
  message?: string;
  write(context: RouteContext<Record<string, never>, B, Viewer>): Promise<RouteResult<T>>;
}

/** A staff write the demo mode refuses (`POST admin/faqs`): its body checked by `body`. */
export function staffWrite<B extends AnyObject, T>(
  path: string,
  roles: StaffRoles,
  options: StaffWriteOptions<B, T>,
): RouteDefinition {
  return route('POST', path, {
    auth: { roles },
    demoGuard: true,
    body: options.body,
    uploads: options.uploads,
    handle: async (context) => {
      const result = await options.write(context);
      return options.message === undefined ? result : { ...result, message: options.message };
    },
  });
}
