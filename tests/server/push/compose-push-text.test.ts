import { describe, expect, it } from 'vitest';
import { notificationParamNames, notificationTypes } from '@/contracts/dto/notification-dto';
import { composePushText } from '@/server/push/compose-push-text';

describe('the text of a push', () => {
  it('gives every type a title and a body filled with all of its params', () => {
    for (const type of notificationTypes) {
      const names: readonly string[] = notificationParamNames[type];
      const params = Object.fromEntries(
        names.map((name) => [name, name === 'status' ? 'rejected' : `<${name}>`]),
      );
      const { title, body } = composePushText(type, params);
      expect(title, type).not.toBe('');
      const written = `${title} ${body}`;
      for (const name of names.filter((one) => one !== 'status')) {
        expect(written, `${type} shows its ${name}`).toContain(`<${name}>`);
      }
    }
  });

  it('tells an approved verification without a reason', () => {
    expect(composePushText('verification_result', { status: 'approved', reason: '' })).toEqual({
      title: 'Verification approved',
      body: 'Your account is now verified.',
    });
  });
});
