/**
 * The files a listing form may send (post_property / update_post_property), shared by the form
 * (which shows and pre-checks them) and the server (which enforces them). Kinds are checked by
 * the file's first bytes on the server, never by its name.
 */
export const megabyte = 1_048_576;

export type ListingFileKind = 'jpeg' | 'png' | 'pdf' | 'doc' | 'docx';

export interface ListingFileLimit {
  /** Largest file, in bytes (a larger one is answered with 413). */
  maxBytes: number;
  /** How many files of this field one request may carry. */
  maxPerRequest: number;
  /** How many the listing may hold in total (gallery and documents add up across edits). */
  maxPerListing: number;
  kinds: readonly ListingFileKind[];
  /** For the file input's `accept` attribute. */
  accept: string;
  /** Images only: the smallest width and height, and the largest width × height. */
  minWidth?: number;
  minHeight?: number;
  maxPixels?: number;
}

const photo = {
  maxBytes: 10 * megabyte,
  kinds: ['jpeg', 'png'],
  accept: 'image/jpeg,image/png',
  minWidth: 120,
  minHeight: 120,
  maxPixels: 40_000_000,
} as const;

export const listingUploadLimits = {
  title_image: { ...photo, maxPerRequest: 1, maxPerListing: 1 },
  gallery_images: { ...photo, maxPerRequest: 30, maxPerListing: 30 },
  meta_image: { ...photo, maxPerRequest: 1, maxPerListing: 1 },
  /** A 360° panorama: a larger picture is allowed; it is kept up to 8192 px wide. */
  three_d_image: {
    maxBytes: 20 * megabyte,
    kinds: ['jpeg', 'png'],
    accept: 'image/jpeg,image/png',
    minWidth: 120,
    minHeight: 120,
    maxPixels: 75_000_000,
    maxPerRequest: 1,
    maxPerListing: 1,
  },
  documents: {
    maxBytes: 10 * megabyte,
    kinds: ['pdf', 'docx', 'doc'],
    accept:
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    maxPerRequest: 10,
    maxPerListing: 10,
  },
} as const satisfies Record<string, ListingFileLimit>;

export type ListingFileField = keyof typeof listingUploadLimits;
export const listingFileFields = Object.keys(listingUploadLimits) as ListingFileField[];
