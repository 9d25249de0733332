import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useFormCategories } from '@/api/listing-form/get-form-catalogue';
import { useListingFormData } from '@/api/listing-form/get-listing-form-data';
import { useEditableProject } from '@/api/owner-projects/get-editable-project';
import type { ListingGate } from '@/contracts/dto/listing-gate-dto';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { ProtectedPage } from '@/components/layout/protected-page';
import styles from '@/components/listing-form/listing-form.module.css';
import { ListingGatePanel } from '@/components/listing-form/listing-gate-panel';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/utils/paths';
import { ProjectForm } from '@/components/listing-form/project-form';

/** Why the form could not load: "not yours or gone", or "try again". */
function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useSiteText();
  if (error === 'not_yours' || (isApiError(error) && error.code === 'not_found')) {
    return (
      <FormAlert>
        <p>{t('project_form.not_found')}</p>
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

/** The gate, the project (on edit) and the categories first; then the form. */
function ProjectFormContent({ slug, user }: { slug: string | null; user: SessionUserDto }) {
  const { t } = useSiteText();
  const formData = useListingFormData(null);
  const categories = useFormCategories();
  const project = useEditableProject(slug);
  const [refusedGate, setRefusedGate] = useState<ListingGate | null>(null);

  const queries = slug ? [formData, categories, project] : [formData, categories];
  const failed = queries.find((query) => query.isError);
  if (failed) return <LoadProblem error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!formData.data || !categories.data || (slug && !project.data)) {
    return <p role="status">{t('common.loading')}</p>;
  }
  const editable = project.data ?? null;
  if (editable && editable.detail.developer.id !== user.id && user.role !== 'admin') {
    return <LoadProblem error="not_yours" onRetry={() => void project.refetch()} />;
  }
  const gate = refusedGate ?? formData.data.gate;
  if (gate) return <ListingGatePanel gate={gate} />;
  return (
    <ProjectForm
      key={editable?.detail.id ?? 'new'}
      project={editable}
      categories={categories.data}
      onGate={setRefusedGate}
    />
  );
}

/** /user/add-project (slug null) and /user/edit-project/{slug}. */
function ProjectFormPage({ slug }: { slug: string | null }) {
  const { t } = useSiteText();
  const mode = slug ? 'edit' : 'add';
  return (
    <ProtectedPage
      title={t(`project_form.${mode}.title`)}
      description={t(`project_form.${mode}.intro`)}
      canonicalPath={slug ? paths.editProject(slug) : paths.addProject()}
    >
      {(user) => (
        <div className={styles.page}>
          <header>
            <h1 className={styles.title}>{t(`project_form.${mode}.title`)}</h1>
            <p className={styles.intro}>{t(`project_form.${mode}.intro`)}</p>
          </header>
          <ProjectFormContent slug={slug} user={user} />
        </div>
      )}
    </ProtectedPage>
  );
}

export function AddProjectScreen() {
  return <ProjectFormPage slug={null} />;
}

export function EditProjectScreen({ slug }: { slug: string }) {
  return <ProjectFormPage slug={slug} />;
}
