import { describe, expect, it } from 'vitest';
import { reachedOverHttps } from '@/server/security/request-protocol';

const headers = (forwardedProto?: string) =>
  new Headers(forwardedProto === undefined ? {} : { 'x-forwarded-proto': forwardedProto });

describe('whether a page request came over HTTPS', () => {
  it('never takes X-Forwarded-Proto from anyone without a trusted proxy (next start is plain HTTP)', () => {
    expect(reachedOverHttps(headers('https'), false)).toBe(false);
    expect(reachedOverHttps(headers(), false)).toBe(false);
  });

  it('takes the trusted proxy’s own entry, the last, not what the caller put before it', () => {
    expect(reachedOverHttps(headers('https'), true)).toBe(true);
    expect(reachedOverHttps(headers('http, HTTPS'), true)).toBe(true);
    expect(reachedOverHttps(headers('https, http'), true)).toBe(false);
    expect(reachedOverHttps(headers(), true)).toBe(false);
  });
});
