import { object, string, ValidationError } from 'yup';

/** What the browser needs to start Firebase Authentication (Google sign-in). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

type FirebaseEnv = Partial<Record<keyof FirebaseWebConfig, string>>;

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

/** A set value, trimmed; blank is unset. */
const publicVariable = (name: string, what?: string, pattern?: RegExp) => {
  const text = string().transform((_value: unknown, original: unknown) =>
    typeof original === 'string' && original.trim() !== '' ? original.trim() : undefined,
  );
  return what && pattern
    ? text.matches(pattern, {
        message: ({ value }: { value: unknown }) => `${name} ${what}, got "${String(value)}".`,
        excludeEmptyString: true,
      })
    : text;
};

/** The browser's public environment (.env.example, NEXT_PUBLIC_*): what a set value must be. */
export const publicFirebaseEnvSchema = object({
  apiKey: publicVariable('NEXT_PUBLIC_FIREBASE_API_KEY'),
  authDomain: publicVariable(
    'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
    'must be a host name like my-app.firebaseapp.com (no https://)',
    /^[a-z0-9.-]+(:\d+)?$/i,
  ),
  projectId: publicVariable('NEXT_PUBLIC_FIREBASE_PROJECT_ID'),
  appId: publicVariable('NEXT_PUBLIC_FIREBASE_APP_ID'),
});

/**
 * The Firebase web config, or null when any part is missing (Google sign-in is then off). A set
 * but malformed value throws an error naming the variable and what is wrong.
 */
export function readFirebaseConfig(
  env: FirebaseEnv = publicFirebaseEnv(),
): FirebaseWebConfig | null {
  let checked: FirebaseEnv;
  try {
    checked = publicFirebaseEnvSchema.validateSync(env, { abortEarly: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new Error(error.message);
    throw error;
  }
  const { apiKey, authDomain, projectId, appId } = checked;
  if (!apiKey || !authDomain || !projectId || !appId) return null;
  return { apiKey, authDomain, projectId, appId };
}
