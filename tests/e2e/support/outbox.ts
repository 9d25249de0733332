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

/** Waits for the newest code sent to the address (sent after `since`) and returns it. */
export async function latestCodeFor(destination: string, since: Date): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const message = readOutbox()
          .filter((entry) => entry.destination === destination && new Date(entry.at) >= since)
          .at(-1);
        code = message?.code ?? '';
        return code;
      },
      { timeout: 10_000, message: `a code sent to ${destination}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
