import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { getEnv } from '../env';

/**
 * The caller's IP address: the socket's peer, or, with TRUST_PROXY=true, the last address in
 * X-Forwarded-For (the one our own reverse proxy appended; earlier entries are the client's
 * word and can be forged).
 */
export function clientAddress(req: IncomingMessage): string {
  const socketAddress = normalise(req.socket.remoteAddress ?? '') ?? 'unknown';
  if (!getEnv().trustProxy) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return normalise(forwarded.at(-1) ?? '') ?? socketAddress;
}

function normalise(address: string): string | null {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(plain) ? plain.toLowerCase() : null;
}
