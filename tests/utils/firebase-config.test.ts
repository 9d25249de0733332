import { describe, expect, it } from 'vitest';
import { readFirebaseConfig } from '@/utils/firebase-config';

const complete = {
  apiKey: ' key ',
  authDomain: 'my-app.firebaseapp.com',
  projectId: 'my-app',
  appId: '1:2:web:3',
};

describe("the browser's public Firebase environment", () => {
  it('gives the trimmed config when every part is set, and null when one is missing', () => {
    expect(readFirebaseConfig(complete)).toEqual({ ...complete, apiKey: 'key' });
    expect(readFirebaseConfig({ ...complete, appId: '  ' })).toBeNull();
    expect(readFirebaseConfig({})).toBeNull();
  });

  it('refuses a malformed value, naming the variable and what is wrong', () => {
    expect(() =>
      readFirebaseConfig({ ...complete, authDomain: 'https://my-app.firebaseapp.com' }),
    ).toThrow(
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN must be a host name like my-app.firebaseapp.com (no https://), got "https://my-app.firebaseapp.com".',
    );
  });
});
