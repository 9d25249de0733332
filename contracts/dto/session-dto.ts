/**
 * The role stored on an account: `admin` is the administrator (the spec's admin); `moderator`
 * and `support` are the other staff roles (server/core/roles.ts says what each may call).
 */
export const userRoles = ['user', 'admin', 'moderator', 'support'] as const;
export type UserRole = (typeof userRoles)[number];

/** The signed-in user as the client keeps it (sign-in answer, `update_profile` answer). */
export interface SessionUserDto {
  id: number;
  name: string;
  email: string;
  /** Empty string when the user has not given one. */
  mobile: string;
  /** Profile image URL, null when the user has none. */
  profile: string | null;
  address: string;
  city: string;
  state: string;
  country: string;
  role: UserRole;
  is_verified_agent: boolean;
}

/** What a successful sign-in (`user_signup`) answers: the bearer token and its user. */
export interface SessionDto {
  /** Opaque session token, sent back as `Authorization: Bearer <token>`. */
  token: string;
  user: SessionUserDto;
}
