import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../core/app-error';
import type { Logger } from '../core/logger';

/** A webhook whose signature does not hold: logged for the operator, refused with 400. */
export function refuseWebhook(log: Logger, gateway: string, reason: string): AppError {
  log.warn({ gateway, reason }, 'payment webhook refused: bad signature');
  return new AppError('invalid_signature', 'The webhook signature is not valid.');
}

/** A webhook for a gateway this site has not configured. */
export function webhookNotConfigured(gateway: string): AppError {
  return new AppError('not_found', `${gateway} webhooks are not configured on this site.`);
}

type Json = Record<string, unknown>;

/** A body that is not a JSON object: a 400. */
export const eventNotAnObject = (): AppError =>
  new AppError('bad_request', 'The webhook body is not a JSON object.');

/** A parsed body as a JSON object, or a 400. */
export function asEvent(parsed: unknown): Json {
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
  throw eventNotAnObject();
}

/** The raw body as a JSON object, or a 400. */
export function parseEvent(rawBody: Buffer): Json {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw eventNotAnObject();
  }
  return asEvent(parsed);
}

/** A request header sent once and not empty, else null. */
export const headerText = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

export const objectAt = (value: unknown, key: string): Json => {
  const inner = value && typeof value === 'object' ? (value as Json)[key] : undefined;
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Json) : {};
};

export const textAt = (value: Json, key: string): string | null => {
  const inner = value[key];
  if (typeof inner === 'string' && inner !== '') return inner;
  if (typeof inner === 'number' && Number.isFinite(inner)) return String(inner);
  return null;
};

export const numberAt = (value: Json, key: string): number | undefined => {
  const inner = value[key];
  return typeof inner === 'number' && Number.isFinite(inner) ? inner : undefined;
};
