import Link from 'next/link';
import {
  useProjectForViewer,
  useToggleProjectFavourite,
} from '@/api/projects/toggle-project-favourite';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { HeartIcon } from '@/components/layout/action-icons';
import { apiErrorText } from '@/components/ui/api-error-text';
import styles from '@/components/listing/listing-actions.module.css';
import { notify } from '@/utils/notify';
import { useProjectViewer } from './use-project-viewer';

/**
 * Save the project as a favourite (`add-project-favourite`): a button for a signed-in viewer
 * (pressed once saved, from `get-projects` with the session); for visitors a link to sign in
 * that comes back here, which works without scripts too.
 */
export function ProjectFavouriteButton({
  project,
}: {
  project: Pick<ProjectCardDto, 'id' | 'slug_id'>;
}) {
  const { t } = useSiteText();
  const viewer = useProjectViewer();
  const mine = useProjectForViewer(project.slug_id, viewer.userId);
  const toggle = useToggleProjectFavourite();
  const label = t('project_detail.actions.favourite');

  if (viewer.userId === null) {
    return (
      <Link href={viewer.loginHref} className={styles.action} prefetch={false}>
        <HeartIcon size={20} isOn={false} className={styles.heart} />
        {label}
      </Link>
    );
  }
  const { userId } = viewer;
  const isFavourite = mine.data?.is_favourite === true;
  return (
    <button
      type="button"
      className={styles.action}
      aria-pressed={isFavourite}
      disabled={!mine.data}
      onClick={() =>
        toggle.mutate(
          { project, userId, isFavourite: !isFavourite },
          {
            onSuccess: () =>
              void notify(
                'success',
                t(
                  isFavourite
                    ? 'project_detail.actions.favourite_removed'
                    : 'project_detail.actions.favourite_added',
                ),
                { toastId: `project-favourite-${project.id}` },
              ),
            onError: (error) =>
              void notify('error', apiErrorText(error, t), {
                toastId: `project-favourite-${project.id}`,
              }),
          },
        )
      }
    >
      <HeartIcon size={20} isOn={isFavourite} className={styles.heart} />
      {isFavourite ? t('project_detail.actions.favourite_saved') : label}
    </button>
  );
}
