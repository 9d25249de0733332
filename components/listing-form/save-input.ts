import type { SaveListingInput } from '@/api/listing-form/save-listing';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { EditableListingDto } from '@/contracts/dto/editable-listing-dto';
import { listingGates, type ListingGate } from '@/contracts/dto/listing-gate-dto';
import { requestFieldsOf, type ListingFormValues } from './listing-form-values';
import { formParametersOf } from './validate-listing';

/** Whether an API error code is one of the listing gates (the server refused the post). */
export function isListingGate(code: string): code is ListingGate {
  return (listingGates as readonly string[]).includes(code);
}

/** The request of post_property (add) or update_post_property (edit) from the form's values. */
export function saveInputOf(
  values: ListingFormValues,
  category: CategoryDto | undefined,
  listing: EditableListingDto | null,
): SaveListingInput {
  const fields = requestFieldsOf(
    values,
    formParametersOf(category).map((parameter) => parameter.id),
  );
  const files = {
    title_image: values.title_image?.file ?? null,
    gallery_images: values.gallery_images.map((chosen) => chosen.file),
    documents: values.documents.map((chosen) => chosen.file),
    three_d_image: values.three_d_image?.file ?? null,
    meta_image: values.meta_image?.file ?? null,
  };
  if (!listing) return { mode: 'create', fields, files };
  return {
    mode: 'update',
    id: listing.id,
    fields,
    files,
    removals: {
      remove_gallery_images: values.removed_gallery,
      remove_documents: values.removed_documents,
      remove_three_d_image: values.remove_three_d_image,
    },
  };
}
