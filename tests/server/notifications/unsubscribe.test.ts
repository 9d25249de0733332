import { describe, expect, it } from 'vitest';
import type { NotificationPreferenceDto } from '@/contracts/dto/notification-dto';
import {
  readUnsubscribeToken,
  unsubscribeParts,
  unsubscribeSecret,
  unsubscribeToken,
} from '@/server/notifications/unsubscribe-link';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { setUpListingTestKit, type Lister } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

async function emailChoice(user: Lister, type: string): Promise<boolean | undefined> {
  const preferences = dataOf(
    await kit.call<NotificationPreferenceDto[]>('GET', 'get_notification_preferences', {
      token: user.token,
    }),
  );
  return preferences.find((row) => row.type === type)?.email;
}

/** What a mail program sends for a one-click unsubscribe (RFC 8058). */
const oneClick = (token: string) =>
  kit.call<{ type: string }>('POST', 'unsubscribe', {
    query: { token },
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('unsubscribe links', () => {
  it('turn off one kind of email for one user in one click, without a session', async () => {
    const user = await kit.lister();
    const token = unsubscribeToken(await unsubscribeSecret(kit.db), {
      userId: user.id,
      type: 'new_message',
    });
    const { headers, pageUrl } = unsubscribeParts('https://hearth.example', token);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toBe(
      `<https://hearth.example/api/unsubscribe?token=${encodeURIComponent(token)}>`,
    );
    expect(pageUrl).toContain('/unsubscribe?token=');
    expect(await emailChoice(user, 'new_message')).toBe(true);
    expect(dataOf(await oneClick(token))).toEqual({ type: 'new_message' });
    expect(dataOf(await oneClick(token))).toEqual({ type: 'new_message' });
    expect(await emailChoice(user, 'new_message')).toBe(false);
    expect(await emailChoice(user, 'package_ending')).toBe(true);
  });

  it('refuse a token bent to another user or kind, and one the server did not sign', async () => {
    const secret = await unsubscribeSecret(kit.db);
    const token = unsubscribeToken(secret, { userId: 7, type: 'new_message' });
    const [, , signature] = token.split('.');
    for (const bent of [`8.new_message.${signature}`, `7.package_ending.${signature}`, '7.x.y']) {
      expect(readUnsubscribeToken(secret, bent)).toBeNull();
      const refused = await oneClick(bent);
      expect(refused.status).toBe(400);
      expect(failureOf(refused).message).toBe('This unsubscribe link is not valid.');
    }
    expect(readUnsubscribeToken(secret, token)).toEqual({ userId: 7, type: 'new_message' });
  });
});
