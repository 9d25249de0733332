import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';

/** The server's secrets by name (server_secrets): each made once, at random, on first use. */
export type ServerSecretName = 'media-links' | 'contact-form' | 'unsubscribe-links';

const secretBytes = 32;

/**
 * Reads a secret, making it first when the database has none yet. Two instances asking at once
 * both insert; the first insert wins and both read the same value.
 */
export async function readOrMakeServerSecret(
  db: Database,
  name: ServerSecretName,
): Promise<string> {
  const read = async () =>
    (
      await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name))
        .limit(1)
    )[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(secretBytes).toString('base64url') })
    .onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error(`The server secret "${name}" could not be stored.`);
  return made;
}

/** Per database and name, the secret once read: it never changes while the server runs. */
const known = new WeakMap<Database, Map<ServerSecretName, Promise<string>>>();

export function serverSecret(db: Database, name: ServerSecretName): Promise<string> {
  const secrets = known.get(db) ?? new Map<ServerSecretName, Promise<string>>();
  known.set(db, secrets);
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrMakeServerSecret(db, name);
    // A failed read is tried again by the next caller, not remembered.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
