/** Query keys for the account calls. The profile belongs to one user: the key carries the id. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: number | null) => [...accountKeys.all, 'profile', userId ?? 'none'] as const,
};
