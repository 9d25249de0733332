import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { weakPasswordMessages } from '@/contracts/requests/account-requests';
import { listingFieldsSchema } from '@/contracts/requests/listing-requests';
import arabic from '@/locales/ar.json';
import english from '@/locales/en.json';
import { validationMessage } from '@/utils/validation-message';

const englishStrings: Record<string, string> = english;
const arabicStrings: Record<string, string> = arabic;

async function listingMessages(values: Record<string, unknown>): Promise<string[]> {
  try {
    await listingFieldsSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((inner) => inner.message);
  }
}

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

  it('translates every reason a password is refused as too easy to guess, in both languages', () => {
    for (const message of Object.values(weakPasswordMessages)) {
      const { key } = validationMessage(message);
      expect(key, message).toMatch(/^validation\.password_weak/);
      expect(englishStrings[key], message).toBeTruthy();
      expect(arabicStrings[key], message).toBeTruthy();
    }
  });

  it('translates what the listing form is told about empty and wrong fields, in both languages', async () => {
    const messages = [
      ...(await listingMessages({})),
      ...(await listingMessages({
        title: 'x'.repeat(300),
        description: 'x'.repeat(20_000),
        price: '-1',
        category_id: '1',
        property_type: 'rent',
        city: 'c'.repeat(120),
        state: 's'.repeat(120),
        country: 'k'.repeat(120),
        address: 'a',
        latitude: '10',
        longitude: '10',
        video_link: 'ftp://video',
        meta_description: 'too short',
        meta_keywords: 'a,b,c,d,e,f,g,h,i,j,k',
        slug_id: 'Not A Slug',
      })),
    ];
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) {
      const { key } = validationMessage(message);
      expect(englishStrings[key], message).toBeTruthy();
      expect(arabicStrings[key], message).toBeTruthy();
    }
  });
});
