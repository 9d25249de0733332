/**
 * Names of fields whose values are secrets: passwords, keys, tokens, service accounts. Their
 * values never reach the audit log or an answer; the last four characters may be shown.
 */
const secretName =
  /(password|secret|private_key|privatekey|api_key|apikey|token|service_account|credential)/i;

export function isSecretField(name: string): boolean {
  return secretName.test(name);
}

/** `sk_live_…9f3a` → `••••9f3a`; short or empty secrets show nothing of themselves. */
export function lastFour(secret: string): string {
  return secret.length > 8 ? `••••${secret.slice(-4)}` : '••••';
}

/** A copy of a value with every secret field's value replaced by its masked form. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, field]) => [
      name,
      isSecretField(name) && field !== null && field !== undefined && field !== ''
        ? typeof field === 'string'
          ? lastFour(field)
          : '••••'
        : maskSecrets(field),
    ]),
  );
}
