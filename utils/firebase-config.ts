/** What the browser needs to start Firebase Authentication (Google sign-in). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

interface FirebaseEnv {
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
}

/**
 * Next.js inlines NEXT_PUBLIC_ variables into the browser bundle only where they are written out
 * in full, so each is read by its literal name here.
 */
function publicFirebaseEnv(): FirebaseEnv {
  return {
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  };
}

/** The Firebase web config, or null when any part is missing (Google sign-in is then off). */
export function readFirebaseConfig(
  env: FirebaseEnv = publicFirebaseEnv(),
): FirebaseWebConfig | null {
  const apiKey = env.apiKey?.trim();
  const authDomain = env.authDomain?.trim();
  const projectId = env.projectId?.trim();
  const appId = env.appId?.trim();
  if (!apiKey || !authDomain || !projectId || !appId) return null;
  return { apiKey, authDomain, projectId, appId };
}
