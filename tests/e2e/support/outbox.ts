import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The dev outbox of the e2e server (scripts/e2e-server.mjs): one JSON line per message sent. */
const outboxFile = path.join(process.cwd(), '.e2e-data', 'outbox', 'outbox.jsonl');

interface OutboxMessage {
  at: string;
  channel: 'email' | 'phone';
  destination: string;
  code: string;
}

function readOutbox(): OutboxMessage[] {
  if (!fs.existsSync(outboxFile)) return [];
  return fs
    .readFileSync(outboxFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** How many messages an address has received so far: take it before asking for a new code. */
export interface OutboxMark {
  destination: string;
  count: number;
}

export function outboxMark(destination: string): OutboxMark {
  return {
    destination,
    count: readOutbox().filter((entry) => entry.destination === destination).length,
  };
}

/**
 * Waits for a code sent to the address after `mark` was taken and returns the newest. Codes sent
 * before (an earlier sign-in or registration a moment ago) never count, however close in time.
 */
export async function latestCodeFor(mark: OutboxMark): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const message = readOutbox()
          .filter((entry) => entry.destination === mark.destination)
          .slice(mark.count)
          .filter((entry) => /^\d{6}$/.test(entry.code ?? ''))
          .at(-1);
        code = message?.code ?? '';
        return code;
      },
      { timeout: 15_000, message: `a new code sent to ${mark.destination}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
