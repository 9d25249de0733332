import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/**
 * A stand-in for Google's token signing: an RSA key pair, its self-signed X.509 certificate
 * (built here in DER, as Node has no API to make one) and Firebase-style ID tokens.
 */
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), content]);
}

const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const integer = (bytes: number[]) =>
  der(0x02, Buffer.from(bytes[0]! & 0x80 ? [0, ...bytes] : bytes));
const sha256WithRsa = sequence(
  der(0x06, Buffer.from([0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b])),
  Buffer.from([0x05, 0x00]),
);

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  return der(0x17, Buffer.from(text, 'ascii'));
}

function commonName(name: string): Buffer {
  const attribute = sequence(
    der(0x06, Buffer.from([0x55, 0x04, 0x03])),
    der(0x0c, Buffer.from(name)),
  );
  return sequence(der(0x31, attribute));
}

/** A self-signed certificate (PEM) for the key pair, valid from yesterday for a year. */
export function selfSignedCertificate(publicKey: KeyObject, privateKey: KeyObject): string {
  const name = commonName('securetoken.test');
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, integer([2])),
    integer([0x01, 0x23, 0x45, 0x67]),
    sha256WithRsa,
    name,
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 365 * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(
    tbs,
    sha256WithRsa,
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

export interface TestSigner {
  kid: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
  certificate: string;
}

export function makeTestSigner(kid: string): TestSigner {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, publicKey, privateKey, certificate: selfSignedCertificate(publicKey, privateKey) };
}

/** Claims of a valid Firebase ID token for the project, issued a minute ago. */
export function firebaseClaims(projectId: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3540,
    sub: 'firebase-uid-1',
    email: 'google.user@example.com',
    email_verified: true,
    name: 'Grace Google',
    ...overrides,
  };
}

/** An RS256 JWT signed with the signer's key (or `signWith`, to forge one). */
export function signIdToken(
  signer: TestSigner,
  claims: Record<string, unknown>,
  options: { signWith?: KeyObject; alg?: string } = {},
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = encode({ alg: options.alg ?? 'RS256', kid: signer.kid, typ: 'JWT' });
  const body = encode(claims);
  const signature = sign(
    'sha256',
    Buffer.from(`${head}.${body}`),
    options.signWith ?? signer.privateKey,
  );
  return `${head}.${body}.${signature.toString('base64url')}`;
}
