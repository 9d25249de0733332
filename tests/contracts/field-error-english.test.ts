import { describe, expect, it } from 'vitest';
import { englishFieldError, fieldMessageOfEnglish } from '@/contracts/field-error-english';
import '@/contracts/console-field-error-english';
import { fieldMessage, readFieldMessage } from '@/contracts/field-message';
import { listingFieldsSchema } from '@/contracts/requests/listing-requests';
import { ValidationError } from 'yup';
import { keysNamedInContracts } from './field-message-keys';

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
    expect(englishFieldError('errors.email_taken')).toBe('errors.email_taken');
  });

  it('has an English sentence for every key the schemas name', () => {
    for (const key of keysNamedInContracts()) {
      expect(englishFieldError(key), key).not.toBe(key);
    }
  });
});

describe('fieldMessageOfEnglish', () => {
  it('reads the API’s English field errors back to their keys, so forms translate them', () => {
    expect(fieldMessageOfEnglish('Enter a valid email address')).toEqual({
      key: 'validation.email_invalid',
    });
    expect(fieldMessageOfEnglish('The passwords do not match')).toEqual({
      key: 'validation.passwords_match',
    });
    expect(fieldMessageOfEnglish('The password needs at least 6 characters')).toEqual({
      key: 'validation.password_min',
      vars: { min: '6' },
    });
    expect(fieldMessageOfEnglish('At most 300 characters')).toEqual({
      key: 'validation.max_length',
      vars: { max: '300' },
    });
  });

  it('knows nothing else: a server’s other text is shown as written', () => {
    expect(fieldMessageOfEnglish('Something the server said')).toBeNull();
    expect(fieldMessageOfEnglish('errors.email_taken')).toBeNull();
  });

  it('reads back every sentence the listing schema answers to the message it came from', async () => {
    let messages: string[] = [];
    try {
      await listingFieldsSchema.validate(
        { title: 'x'.repeat(300), meta_description: 'too short', slug_id: 'x'.repeat(300) },
        { abortEarly: false },
      );
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      messages = error.inner.map((inner) => inner.message);
    }
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages) {
      expect(fieldMessageOfEnglish(englishFieldError(message)), message).toEqual(
        readFieldMessage(message),
      );
    }
  });

  it('reads each key’s sentence back to a key of that sentence', () => {
    for (const key of keysNamedInContracts()) {
      const sentence = englishFieldError(key);
      const readBack = fieldMessageOfEnglish(sentence);
      expect(readBack, key).not.toBeNull();
      expect(englishFieldError(readBack?.key ?? ''), key).toBe(sentence);
    }
  });
});
