import { http } from 'msw';
import { vi } from 'vitest';
import { apiUrl, mswServer, okEnvelope } from './msw-server';

/** The browser's Firebase web and messaging config, as a build with push configured has it. */
export function stubFirebaseWebConfig(): void {
  for (const [name, value] of Object.entries({
    NEXT_PUBLIC_FIREBASE_API_KEY: 'web-api-key',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'hearth-test.firebaseapp.com',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'hearth-test',
    NEXT_PUBLIC_FIREBASE_APP_ID: '1:1234:web:abcd',
    NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '1234',
    NEXT_PUBLIC_FIREBASE_VAPID_KEY: 'vapid-public-key',
  })) {
    vi.stubEnv(name, value);
  }
}

/** Serves `update_profile` and answers the bodies it received (the saved push tokens). */
export function serveProfileSaves(): unknown[] {
  const saves: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('update_profile'), async ({ request }) => {
      saves.push(await request.json());
      return okEnvelope({});
    }),
  );
  return saves;
}
