import { useState } from 'react';
import { useChangeProjectStatus } from '@/api/owner-projects/change-project-status';
import { useDeleteProject } from '@/api/owner-projects/delete-project';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { FeatureListingButton } from '@/components/listing/feature-listing-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import styles from '@/components/listing/owner-listings.module.css';
import { apiErrorText } from '@/components/ui/api-error-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { notify } from '@/utils/notify';
import { paths } from '@/utils/paths';
import { OwnerActionGroup } from './owner-action-group';

/**
 * Edit, switch on or off (an approved project only, as the server allows), feature (an approved,
 * active project: the package's project feature limit is checked first), and delete
 * (confirmed first: the project, its plans and files go for good).
 */
export function OwnerProjectActions({ project }: { project: OwnerProjectDto }) {
  const { t } = useSiteText();
  const changeStatus = useChangeProjectStatus();
  const deleteProject = useDeleteProject();
  const [isConfirming, setIsConfirming] = useState(false);
  const nextStatus = project.is_active ? 'inactive' : 'active';

  const switchStatus = () =>
    changeStatus.mutate(
      { projectId: project.id, status: nextStatus },
      {
        onSuccess: () => void notify('success', t(`owner_projects.done.${nextStatus}`)),
        onError: (error) => void notify('error', apiErrorText(error, t)),
      },
    );

  const runDelete = () =>
    deleteProject.mutate(project.id, {
      onSuccess: () => void notify('success', t('owner_projects.done.deleted')),
      onError: (error) => void notify('error', apiErrorText(error, t)),
      onSettled: () => setIsConfirming(false),
    });

  const isBusy = changeStatus.isPending || deleteProject.isPending;
  return (
    <OwnerActionGroup
      title={project.title}
      editHref={paths.editProject(project.slug_id)}
      isBusy={isBusy}
      onDelete={() => setIsConfirming(true)}
      dialog={
        <ConfirmDialog
          isOpen={isConfirming}
          title={t('owner_projects.confirm_delete.title')}
          text={t('owner_projects.confirm_delete.text', { title: project.title })}
          confirmLabel={t('owner_projects.confirm_delete.button')}
          isDanger
          isBusy={deleteProject.isPending}
          onConfirm={runDelete}
          onCancel={() => setIsConfirming(false)}
        />
      }
    >
      {project.review_status === 'approved' ? (
        <Button
          variant="secondary"
          className={styles.action}
          disabled={isBusy}
          isBusy={changeStatus.isPending}
          onClick={switchStatus}
        >
          {t(`owner_listings.action.${nextStatus}`)}
        </Button>
      ) : null}
      {project.review_status === 'approved' && project.is_active ? (
        <FeatureListingButton featureFor="project" listing={project} className={styles.action} />
      ) : null}
    </OwnerActionGroup>
  );
}
