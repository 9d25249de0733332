import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The server's signatures (links to private files, the contact form's render time): an
 * HMAC-SHA256 of a message under one of the server's secrets, written in base64url (43
 * characters). A signature is compared in constant time, so timing never tells how much of a
 * forged one was right.
 */
export const signatureLength = 43;

const digestOf = (secret: string, message: string): Buffer =>
  createHmac('sha256', secret).update(message).digest();

export function signatureOf(secret: string, message: string): string {
  return digestOf(secret, message).toString('base64url');
}

/** Whether `signature` is this secret's signature of `message`. */
export function isSignatureOf(secret: string, message: string, signature: string): boolean {
  const given = Buffer.from(signature, 'base64url');
  // Only the text given out: the last character's two spare bits spell the same bytes other
  // ways, and those other spellings are altered signatures.
  if (given.toString('base64url') !== signature) return false;
  const expected = digestOf(secret, message);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
