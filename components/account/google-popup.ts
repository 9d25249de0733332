import { readFirebaseConfig } from '@/utils/firebase-config';

export interface GoogleIdentity {
  /** Firebase ID token, sent to `user_signup` as `auth_id`. */
  idToken: string;
  name: string | null;
}

/** Loads Firebase only now (it is large); the same promise serves every call. */
let firebaseModules: Promise<
  [typeof import('firebase/app'), typeof import('firebase/auth')]
> | null = null;

export function loadFirebase() {
  firebaseModules ??= Promise.all([import('firebase/app'), import('firebase/auth')]).catch(
    (error: unknown) => {
      firebaseModules = null; // try again next time (a network hiccup)
      throw error;
    },
  );
  return firebaseModules;
}

/**
 * Opens Google's sign-in popup through Firebase Authentication and answers the ID token. Fails
 * with a `sign_in_method_unavailable` code when the Firebase web config is missing, or with
 * Firebase's own codes (auth/popup-closed-by-user …).
 */
export async function signInWithGooglePopup(): Promise<GoogleIdentity> {
  const config = readFirebaseConfig();
  if (!config)
    throw Object.assign(new Error('Firebase is not configured'), {
      code: 'sign_in_method_unavailable',
    });
  const [{ getApp, getApps, initializeApp }, auth] = await loadFirebase();
  const app = getApps().length > 0 ? getApp() : initializeApp(config);
  const firebaseAuth = auth.getAuth(app);
  const result = await auth.signInWithPopup(firebaseAuth, new auth.GoogleAuthProvider());
  const idToken = await result.user.getIdToken();
  const name = result.user.displayName;
  // Our own session is what counts; Firebase's is not kept in this browser.
  await auth.signOut(firebaseAuth).catch(() => undefined);
  return { idToken, name };
}
