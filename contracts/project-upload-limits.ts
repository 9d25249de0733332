import { listingUploadLimits, megabyte, type ListingFileLimit } from './listing-upload-limits';

/**
 * The files a project form may send (post_project), shared by the form and the server: the
 * main image, meta image, gallery and documents have the limits of a property's; floor plans
 * are a photo or a PDF each. Kinds are checked by the file's first bytes on the server.
 */
export const projectUploadLimits = {
  image: listingUploadLimits.title_image,
  gallery_images: listingUploadLimits.gallery_images,
  meta_image: listingUploadLimits.meta_image,
  documents: listingUploadLimits.documents,
  /** The files of the `plans` list: item `document` is the index of its file here. */
  plan_documents: {
    maxBytes: 10 * megabyte,
    kinds: ['jpeg', 'png', 'pdf'],
    accept: 'image/jpeg,image/png,.pdf,application/pdf',
    minWidth: 120,
    minHeight: 120,
    maxPixels: 40_000_000,
    maxPerRequest: 20,
    maxPerListing: 20,
  },
} as const satisfies Record<string, ListingFileLimit>;

export type ProjectFileField = keyof typeof projectUploadLimits;
export const projectFileFields = Object.keys(projectUploadLimits) as ProjectFileField[];
