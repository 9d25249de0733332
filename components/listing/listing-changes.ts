import type { ListingRevisionChangeDto } from '@/contracts/dto/listing-revision-dto';
import type { Translate } from '@/hooks/use-translation';
import { numberFormat } from '@/utils/intl-formatters';

/** The kind of listing a change belongs to: a few fields are named otherwise on a project. */
export type ChangedListingKind = 'property' | 'project';

/** The labels (translation keys) of the fields a change may name: the listing form's own. */
const fieldLabels: Readonly<Record<string, string>> = {
  title: 'listing_form.details.title',
  description: 'listing_form.details.description',
  price: 'listing_form.details.price',
  category_id: 'listing_form.details.category',
  property_type: 'listing_form.details.property_type',
  rentduration: 'listing_form.details.rent_duration',
  video_link: 'listing_form.details.video_link',
  is_premium: 'listing_form.details.is_premium',
  address: 'listing_form.location.address',
  location: 'listing_form.location.address',
  client_address: 'listing_form.location.client_address',
  city: 'listing_form.location.city',
  state: 'listing_form.location.state',
  country: 'listing_form.location.country',
  latitude: 'listing_form.location.latitude',
  longitude: 'listing_form.location.longitude',
  meta_title: 'listing_form.seo.meta_title',
  meta_description: 'listing_form.seo.meta_description',
  meta_keywords: 'owner_listings.changes.field.meta_keywords',
  parameters: 'listing_form.steps.parameters',
  facilities: 'listing_form.facilities.title',
  type: 'project_form.details.type',
  min_price: 'project_form.details.min_price',
  max_price: 'project_form.details.max_price',
  completion_date: 'project_form.details.completion_date',
  plans: 'project_form.plans.list',
  title_image: 'listing_form.media.title_image',
  image: 'project_form.media.image',
  gallery_images: 'listing_form.media.gallery_images',
  documents: 'listing_form.media.documents',
  three_d_image: 'listing_form.media.three_d_image',
  meta_image: 'listing_form.media.meta_image',
  plan_documents: 'owner_listings.changes.field.plan_documents',
};

/** A project's title image is its main image. */
const projectFieldLabels: Readonly<Record<string, string>> = {
  title_image: 'project_form.media.image',
};

/** The values shown in words (a translation key per value) rather than as sent. */
const valueLabels: Readonly<Record<string, (value: string) => string>> = {
  property_type: (value) => `property.type.${value}`,
  rentduration: (value) => `property.rent_duration.${value}`,
  type: (value) => `project_form.type.${value}`,
  is_premium: (value) => (value === '1' || value === 'true' ? 'common.yes' : 'common.no'),
};

/** A changed field's label as the form shows it; a field the form does not know, as named. */
export function changedFieldLabel(t: Translate, field: string, kind: ChangedListingKind): string {
  const key = (kind === 'project' ? projectFieldLabels[field] : undefined) ?? fieldLabels[field];
  return key ? t(key) : field.replaceAll('_', ' ');
}

/** One side of a value change, in words where the form gives them; "Not given" for none. */
export function changedValueText(t: Translate, field: string, value: string | null): string {
  if (value === null || value.trim() === '') return t('listing_form.review.empty');
  const labelOf = valueLabels[field];
  if (!labelOf) return value;
  const key = labelOf(value);
  const text = t(key);
  return text === key ? value : text;
}

/** What a change of files does: "2 added, 1 removed", in the page's language's digits. */
export function changedFilesText(
  t: Translate,
  locale: string,
  change: Extract<ListingRevisionChangeDto, { kind: 'files' }>,
): string {
  const number = numberFormat(locale);
  const added = number.format(change.added);
  const removed = number.format(change.removed);
  if (change.added > 0 && change.removed > 0) {
    return t('owner_listings.changes.files.added_removed', { added, removed });
  }
  return change.removed > 0
    ? t('owner_listings.changes.files.removed', { removed })
    : t('owner_listings.changes.files.added', { added });
}
