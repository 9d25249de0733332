import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import { getEnv } from '../env';
import type { Logger } from '../http/logger';
import { getMediaStorage } from '../storage/media-storage';
import { googleSignInUnavailable } from './account-errors';
import {
  findUserByEmail,
  findUserByFirebaseId,
  updateUser,
  type UserRow,
} from './accounts-repository';
import { completeSignIn } from './complete-sign-in';
import { createAccount } from './create-account';
import type { SessionOptions } from './create-session';
import { importGooglePicture } from './import-google-picture';
import { verifyGoogleIdToken, type GoogleIdentity } from './verify-google-id-token';

/** The account of a Google identity: by Firebase id, else by its verified email (then linked). */
async function findGoogleAccount(db: Database, identity: GoogleIdentity): Promise<UserRow | null> {
  const byUid = await findUserByFirebaseId(db, identity.uid);
  if (byUid || !identity.email || !identity.isEmailVerified) return byUid;
  const byEmail = await findUserByEmail(db, identity.email);
  if (!byEmail || byEmail.firebaseId) return null;
  return updateUser(db, byEmail.id, { firebaseId: identity.uid });
}

/**
 * Google sign-in: `auth_id` is a Firebase ID token, verified here (see verifyGoogleIdToken).
 * Signs in the linked account or creates one from the token's name, verified email and picture.
 * Without FIREBASE_PROJECT_ID: 503 sign_in_method_unavailable.
 */
export async function signInWithGoogle(
  db: Database,
  input: { idToken: string; name?: string },
  session: SessionOptions & { log: Logger },
): Promise<{ session: SessionDto; isNew: boolean }> {
  const projectId = getEnv().firebase.projectId;
  if (!projectId) throw googleSignInUnavailable();
  const identity = await verifyGoogleIdToken(input.idToken, { projectId });
  const existing = await findGoogleAccount(db, identity);
  if (existing) return { session: await completeSignIn(db, existing, session), isNew: false };
  const profileImage = await importGooglePicture(identity.picture, getMediaStorage(), session.log);
  const user = await createAccount(db, {
    name: identity.name ?? (input.name || 'New user'),
    email: identity.isEmailVerified ? identity.email : null,
    firebaseId: identity.uid,
    loginType: 'google',
    profileImage,
  });
  return { session: await completeSignIn(db, user, session), isNew: true };
}
