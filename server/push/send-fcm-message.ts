import { fetchAccessToken, forgetAccessTokens, requestTimeoutMs } from './fetch-access-token';
import type { PushConfig } from './read-push-config';

/** One push to one device. */
export interface FcmMessage {
  /** The device's registration token (`fcm_id`). */
  token: string;
  title: string;
  body: string;
  /** An absolute URL the notification opens when clicked. */
  link: string;
  /** Sent along for the service worker; FCM takes string values only. */
  data: Record<string, string>;
}

/** `sent`: FCM took it; `dead_token`: the device is gone (drop its token, never try again). */
export type FcmOutcome = 'sent' | 'dead_token';

/** FCM refused the message for a reason other than the token: `retryable` says whether to retry. */
export class FcmSendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'FcmSendError';
  }
}

interface FcmErrorBody {
  error?: {
    status?: string;
    message?: string;
    details?: { errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/** Whether an error answer says the registration token itself is no good. */
function isDeadToken(status: number, body: FcmErrorBody): boolean {
  const details = body.error?.details ?? [];
  const codes = details.map((detail) => detail.errorCode);
  if (status === 404 || codes.includes('UNREGISTERED')) return true;
  if (status !== 400) return false;
  const invalidArgument =
    body.error?.status === 'INVALID_ARGUMENT' || codes.includes('INVALID_ARGUMENT');
  const aboutToken =
    /registration token/i.test(body.error?.message ?? '') ||
    details.some((detail) => detail.fieldViolations?.some((v) => v.field === 'message.token'));
  return invalidArgument && aboutToken;
}

/**
 * Sends one message through FCM's HTTP v1 API (`POST {base}/v1/projects/{id}/messages:send`).
 * Answers `sent`, or `dead_token` when FCM says the device is unregistered or its token invalid.
 * Throws an `FcmSendError` otherwise: retryable for 429, 5xx and a refused access token (the job
 * queue tries again later), not for other refusals (a message FCM will never take).
 */
export async function sendFcmMessage(config: PushConfig, message: FcmMessage): Promise<FcmOutcome> {
  const accessToken = await fetchAccessToken(config);
  const url = `${config.baseUrl}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`;
  const isHttps = message.link.startsWith('https://');
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      message: {
        token: message.token,
        notification: { title: message.title, body: message.body },
        // FCM takes only an HTTPS link here; the service worker opens `data.link` either way.
        webpush: isHttps ? { fcm_options: { link: message.link } } : undefined,
        data: { ...message.data, link: message.link },
      },
    }),
    // A Google that does not answer fails the job (retried later) instead of holding it.
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (response.ok) return 'sent';
  const body = (await response.json().catch(() => ({}))) as FcmErrorBody;
  if (isDeadToken(response.status, body)) return 'dead_token';
  if (response.status === 401) forgetAccessTokens();
  const retryable = response.status === 429 || response.status >= 500 || response.status === 401;
  throw new FcmSendError(
    `FCM answered ${response.status}${body.error?.status ? ` ${body.error.status}` : ''}.`,
    response.status,
    retryable,
  );
}
