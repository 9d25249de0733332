/**
 * Query keys of the listing form. The form data belongs to the signed-in user and one listing
 * (none on the add page): the key carries both.
 */
export const listingFormKeys = {
  all: ['listing-form'] as const,
  data: (userId: number | null, slug: string | null) =>
    [...listingFormKeys.all, 'data', userId ?? 'none', slug ?? 'new'] as const,
  facilities: () => [...listingFormKeys.all, 'facilities'] as const,
  categories: () => [...listingFormKeys.all, 'categories'] as const,
};
