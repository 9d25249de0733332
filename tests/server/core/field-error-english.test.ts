import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@/contracts/field-message';
import { validationFailed } from '@/server/core/app-error';
import { englishFieldError } from '@/server/core/field-error-english';

describe('englishFieldError', () => {
  it('answers a schema’s key with the API’s English sentence, its values filled in', () => {
    expect(englishFieldError('validation.email_invalid')).toBe('Enter a valid email address');
    expect(englishFieldError('validation.passwords_match')).toBe('The passwords do not match');
    expect(englishFieldError(fieldMessage('validation.password_min', { min: 6 }))).toBe(
      'The password needs at least 6 characters',
    );
    expect(englishFieldError(fieldMessage('validation.max_length', { max: 300 }))).toBe(
      'At most 300 characters',
    );
    expect(englishFieldError(fieldMessage('validation.listing.title_too_long', { max: 120 }))).toBe(
      'The title is at most 120 characters',
    );
    expect(
      englishFieldError(fieldMessage('validation.project.price_number', { price: 'lowest' })),
    ).toBe('Enter The lowest price as a number, like 250000 or 1499.99');
  });

  it('passes any other text through as written', () => {
    expect(englishFieldError('limit must be a number')).toBe('limit must be a number');
  });

  it('is how validationFailed answers the fields the server checks itself', () => {
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
