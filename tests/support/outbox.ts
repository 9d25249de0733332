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
  /** An email's own headers (List-Unsubscribe). */
  headers?: Record<string, string>;
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

/**
 * Runs `send` and waits (up to 15 s) for a code to the destination that was not in the outbox
 * before: some calls send their code after they answer (forgot-password). Answers the call's
 * answer and that code.
 */
export async function codeSentBy<Answer>(
  dataDir: string,
  destination: string,
  send: () => Promise<Answer>,
): Promise<{ answer: Answer; code: string }> {
  const codesTo = async () =>
    (await messagesTo(dataDir, destination)).filter((entry) => entry.code !== null);
  const before = (await codesTo()).length;
  const answer = await send();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const code = (await codesTo()).slice(before).at(-1)?.code;
    if (code) return { answer, code };
    if (Date.now() > deadline) throw new Error(`No new code in the outbox for ${destination}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
