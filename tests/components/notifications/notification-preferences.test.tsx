import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { NotificationPreferencesSection } from '@/components/notifications/notification-preferences-form';
import {
  notificationTypes,
  type NotificationPreferenceDto,
} from '@/contracts/dto/notification-dto';
import { apiUrl, mswServer, okEnvelope } from '../../support/msw-server';
import { renderSignedIn } from '../../support/render-with-providers';
import { someWebSettings } from '../../support/client-fixtures';
import { slow } from './notification-kit';

function savedPreferences(): NotificationPreferenceDto[] {
  return notificationTypes.map((type) => ({
    type,
    in_app: true,
    push: true,
    email: type !== 'new_message',
  }));
}

function servePreferences() {
  const saves: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('get_notification_preferences'), () => okEnvelope(savedPreferences())),
    http.post(apiUrl('save_notification_preferences'), async ({ request }) => {
      const body = (await request.json()) as { preferences: NotificationPreferenceDto[] };
      saves.push(body);
      const saved = savedPreferences().map(
        (row) => body.preferences.find((changed) => changed.type === row.type) ?? row,
      );
      return okEnvelope(saved);
    }),
  );
  return saves;
}

const withPush = someWebSettings({
  services: { ...someWebSettings().services, push_notifications: true },
});

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('NotificationPreferencesSection', () => {
  it('saves only the rows the user changed', async () => {
    const saves = servePreferences();
    renderSignedIn(<NotificationPreferencesSection />, { settings: withPush });

    await screen.findByRole('form', { name: 'How we tell you' }, slow);
    expect(box('Email: New message').checked).toBe(false);
    expect(box('Email: Package ending soon').checked).toBe(true);
    fireEvent.click(box('Email: New message'));
    fireEvent.click(box('Push: Package ending soon'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Your preferences are saved.', undefined, slow)).toBeTruthy();
    expect(saves).toEqual([
      {
        preferences: [
          { type: 'new_message', in_app: true, push: true, email: true },
          { type: 'package_ending', in_app: true, push: false, email: true },
        ],
      },
    ]);
    expect(box('Email: New message').checked).toBe(true);
    expect(box('Push: Package ending soon').checked).toBe(false);
  });

  it('keeps in-app always on and says so', async () => {
    servePreferences();
    renderSignedIn(<NotificationPreferencesSection />, { settings: withPush });

    await screen.findByRole('form', { name: 'How we tell you' }, slow);
    const inApp = box('On this site: Property not approved');
    expect(inApp.checked).toBe(true);
    expect(inApp.disabled).toBe(true);
    expect(screen.getByText(/Notifications always show on this site/)).toBeTruthy();
    expect(screen.queryByText(/Push notifications are off on this site/)).toBeNull();
  });

  it('says push is off when the site has none, and sends nothing when nothing changed', async () => {
    const saves = servePreferences();
    renderSignedIn(<NotificationPreferencesSection />);

    const form = await screen.findByRole('form', { name: 'How we tell you' }, slow);
    expect(within(form).getByText(/Push notifications are off on this site/)).toBeTruthy();
    const push = box('Push: Payment failed');
    expect(push.checked).toBe(false);
    expect(push.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Nothing changed.', undefined, slow)).toBeTruthy();
    expect(saves).toEqual([]);
  });
});
