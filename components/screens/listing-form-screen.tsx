import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useFormCategories, useFormFacilities } from '@/api/listing-form/get-form-catalogue';
import { useListingFormData } from '@/api/listing-form/get-listing-form-data';
import type { ListingGate } from '@/contracts/dto/listing-gate-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { PackageLimitPanel } from '@/components/packages/package-limit-panel';
import { paths } from '@/utils/paths';
import { FormLoadProblem, listingFormScreens } from '@/components/listing-form/listing-form-page';
import { ListingFormWizard } from '@/components/listing-form/listing-form-wizard';
import { ListingGatePanel } from '@/components/listing-form/listing-gate-panel';
import { propertyFormKind } from '@/components/listing-form/property-form-kind';
import { useListingRoom } from '@/components/listing-form/use-listing-room';

/** The translation key saying the listing cannot be edited ("not yours or gone", "sold"). */
function notFoundOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.code === 'not_found') return 'listing_form.not_found';
  if (error.code === 'listing_locked') return 'errors.listing_locked';
  return null;
}

/** The gate, the listing and the catalogue first; then the form (or why it cannot show). */
function ListingFormContent({ slug }: { slug: string | null }) {
  const { t } = useSiteText();
  const formData = useListingFormData(slug);
  const categories = useFormCategories();
  const facilities = useFormFacilities();
  const [refusedGate, setRefusedGate] = useState<ListingGate | null>(null);
  // A new listing needs room in a package (spec §8): asked as the form opens.
  const room = useListingRoom('property_list', slug === null);

  const failed = [formData, categories, facilities].find((query) => query.isError);
  if (failed) {
    return (
      <FormLoadProblem notFound={notFoundOf(failed.error)} onRetry={() => void failed.refetch()} />
    );
  }
  if (!formData.data || !categories.data || !facilities.data || room.isChecking) {
    return <p role="status">{t('common.loading')}</p>;
  }
  const gate = refusedGate ?? formData.data.gate;
  if (gate) return <ListingGatePanel gate={gate} />;
  if (room.refusal) return <PackageLimitPanel refusal={room.refusal} />;
  return (
    <ListingFormWizard
      key={formData.data.listing?.id ?? 'new'}
      kind={propertyFormKind}
      source={formData.data.listing}
      catalogue={{ categories: categories.data, facilities: facilities.data }}
      onGate={setRefusedGate}
      onPackageRefused={room.refuse}
    />
  );
}

/** /user/add-property and /user/edit-property/{slug}. */
export const { AddScreen: AddPropertyScreen, EditScreen: EditPropertyScreen } = listingFormScreens(
  'listing_form',
  { add: paths.addProperty, edit: paths.editProperty },
  (slug) => <ListingFormContent slug={slug} />,
);
