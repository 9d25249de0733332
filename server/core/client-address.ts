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

/**
 * The network a caller's address stands for: an IPv4 address itself, an IPv6 address's /64
 * (one household or device is given a whole /64, and can pick any address in it).
 */
export function addressNetwork(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The caller's network (see addressNetwork): what rate limits and view counts key on. */
export function clientNetwork(req: IncomingMessage): string {
  return addressNetwork(clientAddress(req));
}
