import { describe, expect, it } from 'vitest';
import english from '@/locales/en.json';
import { validationMessage } from '@/utils/validation-message';

const englishStrings: Record<string, string> = english;

describe('validationMessage', () => {
  it('turns the contract schemas’ messages into translation keys', () => {
    expect(validationMessage('Enter a valid email address')).toEqual({
      key: 'validation.email_invalid',
    });
    expect(validationMessage('The passwords do not match')).toEqual({
      key: 'validation.passwords_match',
    });
    expect(validationMessage('The password needs at least 6 characters')).toEqual({
      key: 'validation.password_min',
      vars: { min: '6' },
    });
    expect(validationMessage('At most 300 characters')).toEqual({
      key: 'validation.max_length',
      vars: { max: '300' },
    });
  });

  it('passes anything else through as written', () => {
    expect(validationMessage('errors.email_taken')).toEqual({ key: 'errors.email_taken' });
    expect(validationMessage('Something the server said')).toEqual({
      key: 'Something the server said',
    });
  });

  it('has an English sentence for every key it maps to', () => {
    for (const message of [
      'Enter your name',
      'The name is too long',
      'Enter your email address',
      'Enter a valid email address',
      'The email address is too long',
      'Enter your phone number',
      'Enter a valid phone number',
      'Choose a password',
      'Choose a new password',
      'Enter your password',
      'The password is too long',
      'Repeat the password',
      'The passwords do not match',
      'Enter the code',
      'The code has 6 digits',
      'Enter a phone number or an email address',
      'Enter a web address starting with https:// or a user name',
      'Latitude must be a number',
      'Longitude is between -180 and 180',
    ]) {
      const { key } = validationMessage(message);
      expect(englishStrings[key], message).toBeTruthy();
    }
  });
});
