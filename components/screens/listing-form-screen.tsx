import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useFormCategories, useFormFacilities } from '@/api/listing-form/get-form-catalogue';
import { useListingFormData } from '@/api/listing-form/get-listing-form-data';
import { usePackageLimit } from '@/api/packages/check-package-limit';
import type { ListingGate } from '@/contracts/dto/listing-gate-dto';
import type { PackageLimitDto } from '@/contracts/dto/package-dto';
import type { PackageRefusal } from '@/hooks/use-package-gate';
import { ProtectedPage } from '@/components/layout/protected-page';
import { useSiteText } from '@/components/layout/use-site-text';
import { PackageLimitPanel } from '@/components/packages/package-limit-panel';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/utils/paths';
import { ListingForm } from '@/components/listing-form/listing-form';
import styles from '@/components/listing-form/listing-form.module.css';
import { ListingGatePanel } from '@/components/listing-form/listing-gate-panel';

/** Why the form data could not load, in words ("not yours or gone", "sold", "try again"). */
function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useSiteText();
  if (isApiError(error) && (error.code === 'not_found' || error.code === 'listing_locked')) {
    const key = error.code === 'not_found' ? 'listing_form.not_found' : 'errors.listing_locked';
    return (
      <FormAlert>
        <p>{t(key)}</p>
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      <p>{t('listing_form.load_failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.try_again')}
      </Button>
    </FormAlert>
  );
}

function refusalOf(check: PackageLimitDto | undefined): PackageRefusal | null {
  if (!check || check.limit_available) return null;
  return { feature: 'property_list', hasPackage: check.package_available };
}

/** The gate, the listing and the catalogue first; then the form (or why it cannot show). */
function ListingFormContent({ slug }: { slug: string | null }) {
  const { t } = useSiteText();
  const formData = useListingFormData(slug);
  const categories = useFormCategories();
  const facilities = useFormFacilities();
  const [refusedGate, setRefusedGate] = useState<ListingGate | null>(null);
  const [refusedPackage, setRefusedPackage] = useState<PackageRefusal | null>(null);
  // A new listing needs room in a package (spec §8): asked as the form opens.
  const room = usePackageLimit('property_list', slug === null);

  const failed = [formData, categories, facilities].find((query) => query.isError);
  if (failed) {
    return <LoadProblem error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  if (!formData.data || !categories.data || !facilities.data) {
    return <p role="status">{t('common.loading')}</p>;
  }
  const gate = refusedGate ?? formData.data.gate;
  if (gate) return <ListingGatePanel gate={gate} />;
  const packageRefusal = refusedPackage ?? refusalOf(room.data);
  if (packageRefusal) return <PackageLimitPanel refusal={packageRefusal} />;
  return (
    <ListingForm
      key={formData.data.listing?.id ?? 'new'}
      listing={formData.data.listing}
      categories={categories.data}
      facilities={facilities.data}
      onGate={setRefusedGate}
      onPackageRefused={(hasPackage) => setRefusedPackage({ feature: 'property_list', hasPackage })}
    />
  );
}

/** /user/add-property (slug null) and /user/edit-property/{slug}. */
function ListingFormPage({ slug }: { slug: string | null }) {
  const { t } = useSiteText();
  const mode = slug ? 'edit' : 'add';
  return (
    <ProtectedPage
      title={t(`listing_form.${mode}.title`)}
      description={t(`listing_form.${mode}.intro`)}
      canonicalPath={slug ? paths.editProperty(slug) : paths.addProperty()}
    >
      {() => (
        <div className={styles.page}>
          <header>
            <h1 className={styles.title}>{t(`listing_form.${mode}.title`)}</h1>
            <p className={styles.intro}>{t(`listing_form.${mode}.intro`)}</p>
          </header>
          <ListingFormContent slug={slug} />
        </div>
      )}
    </ProtectedPage>
  );
}

export function AddPropertyScreen() {
  return <ListingFormPage slug={null} />;
}

export function EditPropertyScreen({ slug }: { slug: string }) {
  return <ListingFormPage slug={slug} />;
}
