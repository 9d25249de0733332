import { describe, expect, it } from 'vitest';
import type { ApiSuccess } from '@/contracts/api-envelope';
import { dataOf, firstOrNotFound, messageOf } from '@/api/answers';
import { ApiError } from '@/api/api-error';

function anEnvelope<T>(data: T): ApiSuccess<T> {
  return { error: false, message: 'Saved', data };
}

describe('what calls answer', () => {
  it("reads the envelope's data or its message", () => {
    expect(dataOf(anEnvelope({ id: 1 }))).toEqual({ id: 1 });
    expect(messageOf(anEnvelope(null))).toBe('Saved');
  });

  it('answers the first item of a lookup', () => {
    expect(firstOrNotFound<string>('Article')(anEnvelope(['first', 'second']))).toBe('first');
  });

  it('fails an empty lookup with a 404 not_found ApiError naming what is missing', () => {
    const lookUp = firstOrNotFound<string>('Article');
    expect(() => lookUp(anEnvelope([]))).toThrow(ApiError);
    expect(() => lookUp(anEnvelope([]))).toThrow(
      expect.objectContaining({ code: 'not_found', status: 404, message: 'Article not found' }),
    );
  });
});
