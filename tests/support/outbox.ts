import fs from 'node:fs/promises';
import path from 'node:path';

/** One line of the dev outbox (<HEARTH_DATA_DIR>/outbox/outbox.jsonl). */
export interface OutboxEntry {
  at: string;
  channel: 'email' | 'phone';
  destination: string;
  subject: string;
  text: string;
  /** Null for a notice (no code). */
  code: string | null;
}

export function outboxPath(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'outbox.jsonl');
}

export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  let content = '';
  try {
    content = await fs.readFile(outboxPath(dataDir), 'utf8');
  } catch {
    return [];
  }
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** The newest code sent to the destination (notices skipped); fails the test when there is none. */
export async function latestCode(dataDir: string, destination: string): Promise<string> {
  const entries = (await readOutbox(dataDir)).filter(
    (entry) => entry.destination === destination && entry.code !== null,
  );
  const code = entries.at(-1)?.code;
  if (!code) throw new Error(`No code in the outbox for ${destination}`);
  return code;
}

/** Every message sent to the destination, oldest first. */
export async function messagesTo(dataDir: string, destination: string): Promise<OutboxEntry[]> {
  return (await readOutbox(dataDir)).filter((entry) => entry.destination === destination);
}
