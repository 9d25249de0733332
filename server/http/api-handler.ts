import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiFailure, ApiSuccess } from '@/contracts/api-envelope';
import { forgetAggregates } from '../cache/aggregate-cache';
import { announceSiteChange } from '../realtime/site-changes';
import { collectChangedPages } from '../pages/changed-pages';
import { regeneratePages } from '../pages/regenerate-pages';
import type { Database } from '../db/database';
import { getEnv } from '../env';
import { AppError } from '../core/app-error';
import { runAfterAnswer } from './after-answer-work';
import { ClientLeftError } from './client-left';
import { asDatabaseUnavailable } from '../core/database-unavailable';
import { enforceDemoGuard } from './demo-guard';
import { getLogger, type Logger } from '../core/logger';
import { assertHoldsRole } from '../core/roles';
import { multipartBodyLimit, parseMultipart } from './multipart';
import { queryToObject } from '@/utils/query-string';
import { discardUnreadBody, readBody, readRawBody } from './read-body';
import { resolveViewer } from './resolve-viewer';
import { assertFreshSignIn, auditOfCall, completeStaffAudit } from './staff-call';
import type { HttpMethod, RouteDefinition, UploadedFiles } from '../core/route';
import { validateInput } from './validation';

export interface ApiHandlerOptions {
  routes: readonly RouteDefinition[];
  getDatabase(): Promise<Database>;
  /** The URL prefix the API lives under. */
  basePath?: string;
  bodyLimitBytes?: number;
  logger?: Logger;
  /**
   * Has Next regenerate a statically generated page (the Next entry: `res.revalidate`). Pages a
   * write changed (server/pages/changed-pages.ts) are regenerated, in every language, before
   * the answer goes out, so the writer's next visit shows the change.
   */
  revalidatePage?: (res: ServerResponse, path: string) => Promise<void>;
}

type RouteTable = Map<string, Map<HttpMethod, RouteDefinition>>;

function buildRouteTable(routes: readonly RouteDefinition[]): RouteTable {
  const table: RouteTable = new Map();
  for (const definition of routes) {
    const byMethod = table.get(definition.path) ?? new Map<HttpMethod, RouteDefinition>();
    if (byMethod.has(definition.method)) {
      throw new Error(`Duplicate route ${definition.method} ${definition.path}`);
    }
    byMethod.set(definition.method, definition);
    table.set(definition.path, byMethod);
  }
  return table;
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

function send(res: ServerResponse, status: number, body: ApiSuccess<unknown> | ApiFailure): void {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** The call's name from the URL path; a malformed escape ("%E0%A4%A") names no call. */
function callPathOf(pathname: string, basePath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return decoded.slice(basePath.length - 1).replace(/^\/+|\/+$/g, '');
}

/** The single API entry: route lookup, auth and roles, input, the envelope, honest statuses. */
export function createApiHandler(options: ApiHandlerOptions) {
  const table = buildRouteTable(options.routes);
  const basePath = options.basePath ?? '/api/';

  return async function handleApiRequest(req: IncomingMessage, res: ServerResponse) {
    const requestId = requestIdFor(req);
    const log = (options.logger ?? getLogger()).child({ requestId });
    const started = performance.now();
    res.setHeader('X-Request-Id', requestId);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = callPathOf(url.pathname, basePath);
    const method = (req.method ?? 'GET').toUpperCase();

    try {
      const byMethod = table.get(path);
      if (!byMethod) {
        throw new AppError('route_not_found', `There is no API call named "${path}".`);
      }
      const definition = byMethod.get(method as HttpMethod);
      if (!definition) {
        const allowed = [...byMethod.keys()].join(', ');
        res.setHeader('Allow', allowed);
        throw new AppError(
          'method_not_allowed',
          `${path} does not accept ${method}; use ${allowed}.`,
        );
      }

      const db = await options.getDatabase();
      // Who may call comes first: a caller without the route's role never gets its input read.
      const viewer = await resolveViewer(db, req, definition.auth);
      if (viewer) assertHoldsRole(viewer.role, definition.roles);
      assertFreshSignIn(definition, viewer);
      await enforceDemoGuard(db, definition);
      const rawQuery = queryToObject(url.searchParams);
      const query = definition.query ? await validateInput(definition.query, rawQuery) : {};
      const { rawBody, files, bytes } = await readRequestInput(
        req,
        definition,
        options.bodyLimitBytes ?? getEnv().apiBodyLimitBytes,
      );
      const body = definition.body ? await validateInput(definition.body, rawBody) : {};

      const audit = auditOfCall(definition, viewer, req);
      const { result, pages } = await collectChangedPages(() =>
        definition.handle({
          query,
          body,
          files,
          rawBody: bytes,
          viewer,
          db,
          requestId,
          log,
          req,
          audit,
        }),
      );
      await completeStaffAudit(db, definition, audit, { query, body });
      if (result.takeOver) {
        // A stream: it writes its own answer and goes on after this request's work is done.
        await result.takeOver(res);
        log.info({ method, path }, 'answer written by the route');
        return;
      }
      // A write may change what the cached aggregates (counts, home page, settings) show; a
      // staff write tells every instance (server/realtime/site-changes.ts).
      if (method !== 'GET' && !definition.keepsCachedAggregates) {
        forgetAggregates(db);
        if (definition.roles.length > 0) await announceSiteChange();
      }
      await regeneratePages(res, pages, options.revalidatePage, log);

      if (definition.publicCache && method === 'GET' && !viewer) {
        const { sMaxAge, staleWhileRevalidate } = definition.publicCache;
        res.setHeader(
          'Cache-Control',
          `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
        );
        res.setHeader('Vary', 'Authorization, Accept-Language');
      } else {
        res.setHeader('Cache-Control', 'private, no-store');
      }
      send(res, result.status ?? 200, {
        ...result.fields,
        error: false,
        message: result.message ?? 'OK',
        data: result.data,
        ...(result.total === undefined ? {} : { total: result.total }),
        request_id: requestId,
      });
      log.info(
        { method, path, status: result.status ?? 200, ms: Math.round(performance.now() - started) },
        'api call',
      );
      if (result.afterAnswer) {
        runAfterAnswer(result.afterAnswer, (error) => {
          log.error({ err: error, method, path }, 'work after the answer failed');
        });
      }
    } catch (error) {
      if (error instanceof ClientLeftError) {
        log.info({ method, path }, 'api call abandoned');
        return;
      }
      // A lost database answers 503 with Retry-After, not 500 (server/db/connection-lost.ts).
      const failure = toFailure(asDatabaseUnavailable(error), requestId);
      if (failure.status >= 500) {
        log.error({ err: error, method, path }, 'api call failed');
      } else {
        log.info(
          { method, path, status: failure.status, code: failure.body.code },
          'api call refused',
        );
      }
      for (const [name, value] of Object.entries(failure.headers)) res.setHeader(name, value);
      res.setHeader('Cache-Control', 'private, no-store');
      discardUnreadBody(req, res);
      send(res, failure.status, failure.body);
    }
  };
}

const noBytes = Buffer.alloc(0);

/**
 * The body of a POST/DELETE: JSON or a form, or, for routes that declare `uploads`, a streamed
 * multipart/form-data body whose files come back separately, or, for routes that declare
 * `rawBody` (signed webhooks), the bytes as sent.
 */
async function readRequestInput(
  req: IncomingMessage,
  definition: RouteDefinition,
  limit: number,
): Promise<{ rawBody: Record<string, unknown>; files: UploadedFiles; bytes: Buffer }> {
  if (definition.method === 'GET') return { rawBody: {}, files: {}, bytes: noBytes };
  if (definition.rawBody) return { rawBody: {}, files: {}, bytes: await readRawBody(req, limit) };
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (definition.uploads && contentType === 'multipart/form-data') {
    const uploadLimit = getEnv().uploadBodyLimitBytes;
    const total = Math.min(multipartBodyLimit(definition.uploads, limit), uploadLimit + limit);
    if (Number(req.headers['content-length'] ?? 0) > total) {
      throw new AppError(
        'payload_too_large',
        `The request is too large (the limit is ${Math.floor(total / 1_048_576)} MB).`,
      );
    }
    const { fields, files } = await parseMultipart(req, definition.uploads, uploadLimit);
    return { rawBody: fields, files, bytes: noBytes };
  }
  return { rawBody: await readBody(req, limit), files: {}, bytes: noBytes };
}

function toFailure(
  error: unknown,
  requestId: string,
): { status: number; body: ApiFailure; headers: Record<string, string> } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      headers: error.headers ?? {},
      body: {
        error: true,
        message: error.userMessage,
        code: error.code,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        request_id: requestId,
      },
    };
  }
  return {
    status: 500,
    headers: {},
    body: {
      error: true,
      message: 'Oops! Something went wrong. Please try again later.',
      code: 'internal_error',
      request_id: requestId,
    },
  };
}
