import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../core/logger';
import type { CodeMessage, CodeSender } from './code-sender';

/** Where the dev outbox lives under HEARTH_DATA_DIR; end-to-end tests read codes from it. */
export function outboxFile(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'outbox.jsonl');
}

/**
 * Without an email or SMS provider: the code goes to the server log (info) and, as one JSON
 * line {at, channel, destination, subject, text, code, headers?}, to <HEARTH_DATA_DIR>/outbox/outbox.jsonl
 * (`code` is null for a notice).
 */
export function createOutboxCodeSender(dataDir: string, log: Logger): CodeSender {
  const file = outboxFile(dataDir);
  return {
    provider: 'outbox',
    async send(message: CodeMessage) {
      const entry = {
        at: new Date().toISOString(),
        channel: message.channel,
        destination: message.destination,
        subject: message.subject,
        text: message.text,
        code: message.code,
        ...(message.headers ? { headers: message.headers } : {}),
      };
      const what = message.code === null ? 'notice' : `one-time code ${message.code}`;
      log.info(
        { outbox: entry },
        `${what} for ${message.destination} (no ${message.channel === 'email' ? 'SMTP' : 'SMS'} provider configured)`,
      );
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
    },
  };
}
