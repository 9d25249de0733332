import { createHash } from 'node:crypto';

/**
 * A job's id made from its unique key (a UUID shaped from SHA-256): the same key queued twice
 * while the first is waiting stores one job. The effect a job causes carries its own key too
 * (a delivery row, a notification's event key), so a job run twice still acts once.
 */
export function jobIdOf(uniqueKey: string): string {
  const hex = createHash('sha256').update(uniqueKey).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
