import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionDto, SessionUserDto } from '@/contracts/dto/session-dto';

/**
 * The user session: the bearer token and the signed-in user (persisted to localStorage).
 *
 * `loading` follows spec §4 literally: "Signup loading is set on request and success, cleared on
 * failure; logout resets it to empty". So after a successful sign-in `loading` stays `true`; it
 * reads as "a sign-in has been started or completed in this session", not as "busy". Do not show
 * a spinner from `loading` alone: use `selectIsSigningIn` (loading while no user is signed in)
 * and `selectIsSignedIn` (a token is held).
 */
export interface SessionState {
  data: SessionDto | null;
  loading: boolean;
}

export const initialSessionState: SessionState = { data: null, loading: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signInStarted(state) {
      state.loading = true;
    },
    signInSucceeded(state, action: PayloadAction<SessionDto>) {
      state.data = action.payload;
      // Spec §4: loading is set on success too (see the comment on SessionState).
      state.loading = true;
    },
    signInFailed(state) {
      state.loading = false;
    },
    profileUpdated(state, action: PayloadAction<SessionUserDto>) {
      if (state.data) state.data.user = action.payload;
    },
    signedOut() {
      return initialSessionState;
    },
  },
});

export const { signInStarted, signInSucceeded, signInFailed, profileUpdated, signedOut } =
  sessionSlice.actions;

interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectSessionToken = (state: WithSession): string | null =>
  state.session.data?.token ?? null;
export const selectSessionUser = (state: WithSession): SessionUserDto | null =>
  state.session.data?.user ?? null;
export const selectIsSignedIn = (state: WithSession): boolean => state.session.data !== null;
/** True between `signInStarted` and its outcome, for a visitor who is not signed in yet. */
export const selectIsSigningIn = (state: WithSession): boolean =>
  state.session.loading && state.session.data === null;
