import { object, string } from 'yup';
import { slugMaxLength, slugPattern } from '../../utils/slug';

/** `listing-form`: the edit page names its listing by slug; the add page sends nothing. */
export const listingFormQuerySchema = object({
  slug_id: string()
    .trim()
    .max(slugMaxLength, `The slug is at most ${slugMaxLength} characters`)
    .matches(slugPattern, {
      message: 'slug_id has lowercase letters, digits and hyphens only',
      excludeEmptyString: true,
    })
    .optional(),
});
