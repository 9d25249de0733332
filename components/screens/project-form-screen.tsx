import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useFormCategories } from '@/api/listing-form/get-form-catalogue';
import { useListingFormData } from '@/api/listing-form/get-listing-form-data';
import { useEditableProject } from '@/api/owner-projects/get-editable-project';
import type { ListingGate } from '@/contracts/dto/listing-gate-dto';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { FormLoadProblem, listingFormScreens } from '@/components/listing-form/listing-form-page';
import { ListingFormWizard } from '@/components/listing-form/listing-form-wizard';
import { ListingGatePanel } from '@/components/listing-form/listing-gate-panel';
import { projectFormKind } from '@/components/listing-form/project-form-kind';
import { useListingRoom } from '@/components/listing-form/use-listing-room';
import { PackageLimitPanel } from '@/components/packages/package-limit-panel';

const notFound = 'project_form.not_found';

/** The gate, the project (on edit) and the categories first; then the form. */
function ProjectFormContent({ slug, user }: { slug: string | null; user: SessionUserDto }) {
  const { t } = useSiteText();
  const formData = useListingFormData(null);
  const categories = useFormCategories();
  const project = useEditableProject(slug);
  const [refusedGate, setRefusedGate] = useState<ListingGate | null>(null);
  // A new project needs room in a package (spec §8), however the page was reached.
  const room = useListingRoom('project_list', slug === null);

  const queries = slug ? [formData, categories, project] : [formData, categories];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    const isGone = isApiError(failed.error) && failed.error.code === 'not_found';
    return (
      <FormLoadProblem notFound={isGone ? notFound : null} onRetry={() => void failed.refetch()} />
    );
  }
  if (!formData.data || !categories.data || (slug && !project.data) || room.isChecking) {
    return <p role="status">{t('common.loading')}</p>;
  }
  const editable = project.data ?? null;
  if (editable && editable.detail.developer.id !== user.id && user.role !== 'admin') {
    return <FormLoadProblem notFound={notFound} onRetry={() => void project.refetch()} />;
  }
  const gate = refusedGate ?? formData.data.gate;
  if (gate) return <ListingGatePanel gate={gate} />;
  if (room.refusal) return <PackageLimitPanel refusal={room.refusal} />;
  return (
    <ListingFormWizard
      key={editable?.detail.id ?? 'new'}
      kind={projectFormKind}
      source={editable}
      catalogue={{ categories: categories.data, facilities: [] }}
      onGate={setRefusedGate}
      onPackageRefused={room.refuse}
    />
  );
}

/** /user/add-project and /user/edit-project/{slug}. */
export const { AddScreen: AddProjectScreen, EditScreen: EditProjectScreen } = listingFormScreens(
  'project_form',
  { add: paths.addProject, edit: paths.editProject },
  (slug, user) => <ProjectFormContent slug={slug} user={user} />,
);
