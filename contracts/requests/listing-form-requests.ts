import { object } from 'yup';
import { slugMaxLength } from '../../utils/slug';
import { slugField } from './field-kit';

/** `listing-form`: the edit page names its listing by slug; the add page sends nothing. */
export const listingFormQuerySchema = object({
  slug_id: slugField(
    'slug_id has lowercase letters, digits and hyphens only',
    `The slug is at most ${slugMaxLength} characters`,
  ).optional(),
});
