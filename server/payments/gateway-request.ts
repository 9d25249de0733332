import { AppError } from '../core/app-error';
import type { Logger } from '../core/logger';

const timeoutMs = 15_000;

export interface GatewayRequest {
  /** For logs: which gateway and which call. */
  gateway: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** JSON (an object) or a form-encoded body (URLSearchParams). */
  body?: Record<string, unknown> | URLSearchParams;
  /** A JSON body already serialised (a received event passed on byte for byte). */
  rawJson?: string;
  log: Logger;
}

export function gatewayUnavailable(): AppError {
  return new AppError(
    'payment_gateway_error',
    'The payment service could not be reached. Please try again later.',
  );
}

/**
 * One call to a gateway's REST API: JSON back, or a 502 for the caller (the gateway's own
 * message is logged, never shown: it may name keys or accounts).
 */
export async function gatewayRequest<T>(request: GatewayRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.rawJson !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = request.rawJson;
  } else if (request.body instanceof URLSearchParams) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = request.body.toString();
  } else if (request.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    request.log.error({ err: error, gateway: request.gateway }, 'payment gateway unreachable');
    throw gatewayUnavailable();
  }
  const text = await response.text();
  if (!response.ok) {
    request.log.error(
      { gateway: request.gateway, status: response.status, answer: text.slice(0, 500) },
      'payment gateway refused a call',
    );
    throw gatewayUnavailable();
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    request.log.error({ gateway: request.gateway }, 'payment gateway answered no JSON');
    throw gatewayUnavailable();
  }
}
