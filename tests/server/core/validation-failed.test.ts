import { describe, expect, it } from 'vitest';
import { validationFailed } from '@/server/core/app-error';

describe('validationFailed', () => {
  it('answers the fields the server checks itself in the API’s English', () => {
    const error = validationFailed({
      down_payment: 'validation.mortgage.down_payment_below_loan',
      other: 'Already English',
    });
    expect(error.fieldErrors).toEqual({
      down_payment: 'The down payment must be less than the loan amount',
      other: 'Already English',
    });
  });
});
