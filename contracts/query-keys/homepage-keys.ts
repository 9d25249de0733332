/** Query keys for the home page's one call (`homepage-data`). */
export const homepageKeys = {
  all: ['homepage'] as const,
  detail: () => [...homepageKeys.all, 'detail'] as const,
};
