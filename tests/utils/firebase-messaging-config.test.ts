import { describe, expect, it } from 'vitest';
import { messagingWorkerUrl, readFirebaseMessagingConfig } from '@/utils/firebase-messaging-config';

const web = {
  apiKey: 'web-api-key',
  authDomain: 'hearth-test.firebaseapp.com',
  projectId: 'hearth-test',
  appId: '1:1234:web:abcd',
};

describe('the browser’s Firebase messaging config', () => {
  it('is null (push off) without the sender id, the VAPID key or the web config', () => {
    expect(readFirebaseMessagingConfig({ vapidKey: 'vapid' }, web)).toBeNull();
    expect(
      readFirebaseMessagingConfig({ messagingSenderId: '1234', vapidKey: ' ' }, web),
    ).toBeNull();
    expect(
      readFirebaseMessagingConfig({ messagingSenderId: '1234', vapidKey: 'vapid' }, null),
    ).toBeNull();
  });

  it('joins the web config with the sender id and the VAPID key', () => {
    expect(
      readFirebaseMessagingConfig({ messagingSenderId: '1234', vapidKey: 'vapid' }, web),
    ).toEqual({ ...web, messagingSenderId: '1234', vapidKey: 'vapid' });
  });

  it('gives the worker the web config in its own URL, never the VAPID key', () => {
    const config = { ...web, messagingSenderId: '1234', vapidKey: 'vapid' };
    const url = messagingWorkerUrl(config);
    expect(url.startsWith('/firebase-messaging-sw.js?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toEqual({
      ...web,
      messagingSenderId: '1234',
    });
  });
});
