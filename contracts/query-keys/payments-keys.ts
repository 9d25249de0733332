/** Query keys of the payment calls; they belong to one user, so the keys carry the id. */
export const paymentKeys = {
  all: ['payments'] as const,
  ofUser: (userId: number | null) => [...paymentKeys.all, userId ?? 'none'] as const,
  settings: (userId: number | null) => [...paymentKeys.ofUser(userId), 'settings'] as const,
  history: (userId: number | null, page: { limit: number; offset: number }) =>
    [...paymentKeys.ofUser(userId), 'history', page] as const,
};
