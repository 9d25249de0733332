import type { EditableListingDto } from '@/contracts/dto/editable-listing-dto';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { moderationKeys } from '@/contracts/query-keys/moderation-keys';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface ParameterPayload {
  parameter_id: number;
  value: string;
}

export interface FacilityPayload {
  facility_id: number;
  distance: string;
}

/** The editable listing's fields that are files, lists or not sent back. */
type NotTextField =
  | 'id'
  | 'is_premium'
  | 'title_image'
  | 'three_d_image'
  | 'meta_image'
  | 'gallery_images'
  | 'documents'
  | 'parameters'
  | 'facilities'
  | 'review_status'
  | 'status';

/**
 * The fields of post_property / update_post_property (spec §3 "Property create"): every field
 * of the editable listing that is text or a number is sent as typed (the address formatted),
 * with the premium flag, parameters and facilities.
 */
export type ListingRequestFields = Record<
  Exclude<keyof EditableListingDto, NotTextField>,
  string
> & {
  is_premium: boolean;
  parameters: ParameterPayload[];
  facilities: FacilityPayload[];
};

/** New files to send; an edit sends only the files that changed. */
export interface ListingFiles {
  title_image: File | null;
  gallery_images: readonly File[];
  documents: readonly File[];
  three_d_image: File | null;
  meta_image: File | null;
}

/** What an edit removes from the saved listing. */
export interface ListingRemovals {
  remove_gallery_images: readonly number[];
  remove_documents: readonly number[];
  remove_three_d_image: boolean;
}

export type SaveListingInput =
  | { mode: 'create'; fields: ListingRequestFields; files: ListingFiles }
  | {
      mode: 'update';
      id: number;
      fields: ListingRequestFields;
      files: ListingFiles;
      removals: ListingRemovals;
    };

function appendText(form: FormData, name: string, value: string | boolean): void {
  if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
  else form.append(name, value.trim());
}

/**
 * The multipart body: every text field under its spec name, `parameters` and `facilities` as one
 * JSON field each, the files (several `gallery_images` / `documents` parts), and for an edit the
 * `id` with the comma-separated ids to remove and `remove_three_d_image=1`.
 */
export function buildListingFormData(input: SaveListingInput): FormData {
  const form = new FormData();
  if (input.mode === 'update') form.append('id', String(input.id));
  const { parameters, facilities, ...texts } = input.fields;
  for (const [name, value] of Object.entries(texts)) appendText(form, name, value);
  form.append('parameters', JSON.stringify(parameters));
  form.append('facilities', JSON.stringify(facilities));
  const { files } = input;
  if (files.title_image) form.append('title_image', files.title_image, files.title_image.name);
  for (const file of files.gallery_images) form.append('gallery_images', file, file.name);
  for (const file of files.documents) form.append('documents', file, file.name);
  if (files.three_d_image) {
    form.append('three_d_image', files.three_d_image, files.three_d_image.name);
  }
  if (files.meta_image) form.append('meta_image', files.meta_image, files.meta_image.name);
  if (input.mode === 'update') {
    const { removals } = input;
    if (removals.remove_gallery_images.length > 0) {
      form.append('remove_gallery_images', removals.remove_gallery_images.join(','));
    }
    if (removals.remove_documents.length > 0) {
      form.append('remove_documents', removals.remove_documents.join(','));
    }
    if (removals.remove_three_d_image && !files.three_d_image) {
      form.append('remove_three_d_image', '1');
    }
  }
  return form;
}

/** Share of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** A form to save and where to report the upload's progress. */
export interface Upload<Input> {
  input: Input;
  onProgress?: UploadProgress;
}

/**
 * POST `post_property` (create) or `update_post_property` (edit), multipart, with upload
 * progress. Then the cached listing data (form data, public lists and details, the owner's list
 * and page of it, the review queue) is fetched again: an edit of an approved listing shows its
 * changes under review at once.
 */
export const saveListing = defineMutation(
  'POST',
  ({ input }: Upload<SaveListingInput>) =>
    input.mode === 'create' ? 'post_property' : 'update_post_property',
  {
    body: ({ input }) => buildListingFormData(input),
    uploadProgress: ({ onProgress }) => onProgress,
    answer: dataOf<ListingSavedDto>,
    invalidateOnSuccess: [
      listingFormKeys.all,
      propertyKeys.all,
      ownerListingKeys.all,
      moderationKeys.all,
    ],
  },
);

export const useSaveListing = saveListing.use;
