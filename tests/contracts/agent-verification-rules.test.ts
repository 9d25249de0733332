import { describe, expect, it } from 'vitest';
import {
  checkVerificationValue,
  verificationMessages,
  type VerificationFieldRule,
} from '@/contracts/agent-verification-rules';
import arabic from '@/locales/ar.json';
import english from '@/locales/en.json';

const rule = (
  field_type: VerificationFieldRule['field_type'],
  extra: Partial<VerificationFieldRule> = {},
): VerificationFieldRule => ({ field_type, options: [], is_required: true, ...extra });

describe('checkVerificationValue', () => {
  it('asks for a required answer and lets an optional one stay empty', () => {
    expect(checkVerificationValue(rule('text'), '  ')).toBe(verificationMessages.required);
    expect(checkVerificationValue(rule('checkbox', { options: ['A'] }), [])).toBe(
      verificationMessages.required,
    );
    expect(checkVerificationValue(rule('file'), null)).toBe(verificationMessages.required);
    expect(checkVerificationValue(rule('text', { is_required: false }), '')).toBeNull();
  });

  it('takes numbers written as numbers only', () => {
    expect(checkVerificationValue(rule('number'), '12')).toBeNull();
    expect(checkVerificationValue(rule('number'), '-3.5')).toBeNull();
    for (const value of ['ten', '1e5', '12.', '1,200', '9'.repeat(31)]) {
      expect(checkVerificationValue(rule('number'), value)).toBe(verificationMessages.number);
    }
  });

  it('takes only the options given, one for radio and dropdown, several for checkbox', () => {
    const options = ['Sales', 'Rentals'];
    expect(checkVerificationValue(rule('radio', { options }), 'Sales')).toBeNull();
    expect(checkVerificationValue(rule('dropdown', { options }), 'Land')).toBe(
      verificationMessages.option,
    );
    expect(checkVerificationValue(rule('dropdown', { options }), ['Sales'])).toBe(
      verificationMessages.oneValue,
    );
    expect(checkVerificationValue(rule('checkbox', { options }), ['Sales', 'Rentals'])).toBeNull();
    expect(checkVerificationValue(rule('checkbox', { options }), ['Sales', 'Land'])).toBe(
      verificationMessages.option,
    );
  });

  it('limits the length of texts', () => {
    expect(checkVerificationValue(rule('text'), 'x'.repeat(200))).toBeNull();
    expect(checkVerificationValue(rule('text'), 'x'.repeat(201))).toBe(
      verificationMessages.tooLong,
    );
    expect(checkVerificationValue(rule('textarea'), 'x'.repeat(2000))).toBeNull();
    expect(checkVerificationValue(rule('textarea'), 'x'.repeat(2001))).toBe(
      verificationMessages.tooLong,
    );
  });

  it('has an English and an Arabic sentence for each of its messages', () => {
    const en: Record<string, string> = english;
    const ar: Record<string, string> = arabic;
    for (const key of Object.values(verificationMessages)) {
      expect(key).toMatch(/^validation\.verification\./);
      expect(en[key], key).toBeTruthy();
      expect(ar[key], key).toBeTruthy();
    }
  });
});
