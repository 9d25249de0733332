import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import { getEnv } from '../env';
import type { Logger } from '../core/logger';
import { getMediaStorage } from '../storage/media-storage';
import { googleSignInUnavailable } from './account-errors';
import {
  detachUnprovenAddress,
  findUserByEmail,
  findUserByFirebaseId,
  runInTransaction,
  updateUser,
  type UserRow,
} from './accounts-repository';
import { isClaimable, isSameAddress } from './address-rules';
import { completeSignIn } from './complete-sign-in';
import { createAccount } from './create-account';
import type { SessionOptions } from './create-session';
import { importGooglePicture } from './import-google-picture';
import { proveAddress } from './prove-address';
import { verifyGoogleIdToken, type GoogleIdentity } from './verify-google-id-token';

/**
 * The account of a Google identity, with the token's verified email proven on it: the account
 * linked to the Firebase id; else the account that proved this email (then linked); else an
 * old account that never proved anything and shows this email (taken over: linked, its
 * password and sessions dropped). An account that shows the email unproven but proved
 * something else loses the email to the new Google account. Null: a new account is needed.
 */
async function findGoogleAccount(tx: Database, identity: GoogleIdentity): Promise<UserRow | null> {
  const verifiedEmail = identity.email && identity.isEmailVerified ? identity.email : null;
  const byUid = await findUserByFirebaseId(tx, identity.uid);
  if (byUid) {
    if (!verifiedEmail || !isSameAddress('email', byUid.email, verifiedEmail)) return byUid;
    if (byUid.emailVerifiedAt) return byUid;
    const isFirstProof = !byUid.mobileVerifiedAt;
    return proveAddress(tx, byUid, emailOf(verifiedEmail), { isTakeover: isFirstProof });
  }
  if (!verifiedEmail) return null;
  const byEmail = await findUserByEmail(tx, verifiedEmail);
  if (!byEmail || byEmail.firebaseId) return null;
  if (byEmail.emailVerifiedAt) return updateUser(tx, byEmail.id, { firebaseId: identity.uid });
  if (!isClaimable(byEmail)) {
    await detachUnprovenAddress(tx, 'email', verifiedEmail, null);
    return null;
  }
  const proven = await proveAddress(tx, byEmail, emailOf(verifiedEmail), { isTakeover: true });
  return updateUser(tx, proven.id, { firebaseId: identity.uid });
}

const emailOf = (destination: string) => ({ channel: 'email', destination }) as const;

/**
 * Google sign-in: `auth_id` is a Firebase ID token, verified here (see verifyGoogleIdToken).
 * Signs in the account findGoogleAccount finds, or creates one from the token's name, verified
 * email (proven) and picture.
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
  const existing = await runInTransaction(db, async (tx) => {
    const user = await findGoogleAccount(tx, identity);
    return user ? completeSignIn(tx, user, session) : null;
  });
  if (existing) return { session: existing, isNew: false };
  const profileImage = await importGooglePicture(identity.picture, getMediaStorage(), session.log);
  const isEmailProven = identity.isEmailVerified && !!identity.email;
  const user = await createAccount(db, {
    name: identity.name ?? (input.name || 'New user'),
    email: isEmailProven ? identity.email : null,
    emailVerifiedAt: isEmailProven ? new Date() : null,
    firebaseId: identity.uid,
    loginType: 'google',
    profileImage,
  });
  return { session: await completeSignIn(db, user, session), isNew: true };
}
