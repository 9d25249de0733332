import { getEnv } from '../env';
import { AppError } from '../core/app-error';
import type { Logger } from '../core/logger';
import type { CodeMessage, CodeSender } from './code-sender';
import { selectCodeSender } from './select-code-sender';

export const codeDeliveryFailed = (): AppError =>
  new AppError('service_unavailable', 'We could not send the code right now.');

/**
 * Sends a code through the channel's provider. A provider failure is logged (never the code)
 * and becomes a 503 with a plain message; no stack or provider detail reaches the caller.
 */
export async function sendCode(
  message: CodeMessage,
  log: Logger,
  sender: CodeSender = selectCodeSender(message.channel, getEnv(), log),
): Promise<void> {
  try {
    await sender.send(message);
  } catch (error) {
    log.error(
      {
        provider: sender.provider,
        channel: message.channel,
        err: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      },
      'one-time code delivery failed',
    );
    throw codeDeliveryFailed();
  }
}
