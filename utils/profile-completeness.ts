/** Domain rule: a profile is complete with name, email, mobile, profile image and address. */
export const requiredProfileParts = ['name', 'email', 'mobile', 'profile', 'address'] as const;
export type RequiredProfilePart = (typeof requiredProfileParts)[number];

export type ProfileParts = Partial<Record<RequiredProfilePart, string | null | undefined>>;

export interface ProfileCompleteness {
  /** The parts still missing, in the order above. */
  missing: RequiredProfilePart[];
  /** 0 to 100, rounded. */
  percent: number;
  isComplete: boolean;
}

export function profileCompleteness(user: ProfileParts): ProfileCompleteness {
  const missing = requiredProfileParts.filter((part) => !user[part]?.trim());
  const filled = requiredProfileParts.length - missing.length;
  return {
    missing,
    percent: Math.round((filled / requiredProfileParts.length) * 100),
    isComplete: missing.length === 0,
  };
}
