import { describe, expect, it } from 'vitest';
import { decisionBody } from '@/api/moderation/review-decision';

describe('decisionBody', () => {
  it('sends an approval without a reason', () => {
    expect(decisionBody({ decision: 'approved', reason: 'ignored' })).toEqual({
      decision: 'approved',
    });
  });

  it('sends a rejection with its reason trimmed, empty when none was given', () => {
    expect(decisionBody({ decision: 'rejected', reason: '  Blurry photos ' })).toEqual({
      decision: 'rejected',
      reason: 'Blurry photos',
    });
    expect(decisionBody({ decision: 'rejected' })).toEqual({ decision: 'rejected', reason: '' });
  });
});
