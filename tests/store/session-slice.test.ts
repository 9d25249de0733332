import { describe, expect, it } from 'vitest';
import {
  initialSessionState,
  profileUpdated,
  selectIsSignedIn,
  selectIsSigningIn,
  selectSessionToken,
  sessionSlice,
  signInFailed,
  signInStarted,
  signInSucceeded,
  signedOut,
  type SessionState,
} from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../support/client-fixtures';

const reduce = sessionSlice.reducer;

describe('session slice', () => {
  it('starts signed out and not loading', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({ data: null, loading: false });
  });

  it('sets loading when a sign-in starts', () => {
    const state = reduce(initialSessionState, signInStarted());
    expect(state).toEqual({ data: null, loading: true });
    expect(selectIsSigningIn({ session: state })).toBe(true);
  });

  it('keeps the token and user on success and leaves loading set, as the spec says', () => {
    const session = aSession();
    const state = reduce(reduce(initialSessionState, signInStarted()), signInSucceeded(session));
    expect(state).toEqual({ data: session, loading: true });
    expect(selectSessionToken({ session: state })).toBe('token-abc');
    expect(selectIsSignedIn({ session: state })).toBe(true);
    expect(selectIsSigningIn({ session: state })).toBe(false);
  });

  it('clears loading when a sign-in fails and stays signed out', () => {
    const state = reduce(reduce(initialSessionState, signInStarted()), signInFailed());
    expect(state).toEqual({ data: null, loading: false });
    expect(selectIsSignedIn({ session: state })).toBe(false);
  });

  it('replaces the user on a profile update and keeps the token', () => {
    const signedIn: SessionState = { data: aSession(), loading: true };
    const updated = aSessionUser({ name: 'Amina R.', city: 'Porto' });
    const state = reduce(signedIn, profileUpdated(updated));
    expect(state.data).toEqual({ token: 'token-abc', user: updated });
  });

  it('ignores a profile update while signed out', () => {
    expect(reduce(initialSessionState, profileUpdated(aSessionUser()))).toEqual(
      initialSessionState,
    );
  });

  it('resets to empty on sign-out', () => {
    const signedIn: SessionState = { data: aSession(), loading: true };
    expect(reduce(signedIn, signedOut())).toEqual({ data: null, loading: false });
  });
});
