import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { verificationMessages } from '@/contracts/agent-verification-rules';
import { fieldMessage, readFieldMessage } from '@/contracts/field-message';
import { weakPasswordMessages } from '@/contracts/requests/account-requests';
import { listingFieldsSchema } from '@/contracts/requests/listing-requests';
import arabic from '@/locales/ar.json';
import english from '@/locales/en.json';
import { keysNamedInContracts } from './field-message-keys';

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

describe('fieldMessage', () => {
  it('carries a key and the values of its placeholders, and reads them back', () => {
    expect(fieldMessage('validation.email_invalid')).toBe('validation.email_invalid');
    expect(readFieldMessage('validation.email_invalid')).toEqual({
      key: 'validation.email_invalid',
    });
    expect(readFieldMessage(fieldMessage('validation.password_min', { min: 6 }))).toEqual({
      key: 'validation.password_min',
      vars: { min: '6' },
    });
    expect(
      readFieldMessage(
        fieldMessage('validation.listing.meta_description_length', { min: 50, max: 160 }),
      ),
    ).toEqual({
      key: 'validation.listing.meta_description_length',
      vars: { min: '50', max: '160' },
    });
  });

  it('reads anything else as no key: a form’s own key or a server’s text is shown as written', () => {
    expect(readFieldMessage('errors.email_taken')).toBeNull();
    expect(readFieldMessage('Something the server said')).toBeNull();
  });
});

describe('the schemas’ messages', () => {
  it('name only keys that have an English and an Arabic sentence', () => {
    const keys = keysNamedInContracts();
    expect(keys.length).toBeGreaterThan(80);
    for (const key of keys) {
      expect(englishStrings[key], key).toBeTruthy();
      expect(arabicStrings[key], key).toBeTruthy();
    }
  });

  it('translate every reason a password is refused as too easy to guess, in both languages', () => {
    for (const message of Object.values(weakPasswordMessages)) {
      const keyed = readFieldMessage(message);
      expect(keyed?.key, message).toMatch(/^validation\.password_weak/);
      expect(englishStrings[keyed?.key ?? ''], message).toBeTruthy();
      expect(arabicStrings[keyed?.key ?? ''], message).toBeTruthy();
    }
  });

  it('translate the agent verification checks, in both languages', () => {
    for (const message of Object.values(verificationMessages)) {
      const keyed = readFieldMessage(message);
      expect(keyed?.key, message).toMatch(/^validation\.verification\./);
      expect(arabicStrings[keyed?.key ?? ''], message).toBeTruthy();
    }
  });

  it('translate what the listing form is told about empty and wrong fields, in both languages', async () => {
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
      const keyed = readFieldMessage(message);
      expect(keyed, message).not.toBeNull();
      expect(englishStrings[keyed?.key ?? ''], message).toBeTruthy();
      expect(arabicStrings[keyed?.key ?? ''], message).toBeTruthy();
    }
  });
});
