import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingStatusBadges } from '@/components/listing/listing-status-badges';
import { ProjectTitleLink } from '@/components/listing/listing-title-link';
import { ProjectStats } from './listing-stats';
import { OwnerProjectActions } from './owner-project-actions';
import { OwnerRow } from './owner-row';
import { ProjectEnquiries } from './project-enquiries';

/** One of the owner's projects in "My projects": image, state, numbers, enquiries and actions. */
export function OwnerProjectRow({ project }: { project: OwnerProjectDto }) {
  const { t } = useSiteText();
  return (
    <OwnerRow
      kind="project"
      image={project.image_card}
      title={<ProjectTitleLink project={project} />}
      lead={<span>{t(`project_form.type.${project.type}`)}</span>}
      city={project.city}
      createdAt={project.created_at}
      pendingChanges={project.pending_changes}
      actions={<OwnerProjectActions project={project} />}
    >
      <ListingStatusBadges listing={project} pendingHint={t('owner_projects.hint.pending')} />
      <ProjectStats project={project} />
      <ProjectEnquiries project={project} />
    </OwnerRow>
  );
}
