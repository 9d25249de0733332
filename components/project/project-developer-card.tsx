import type { ProjectDeveloperDto } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingOwnerCard, OwnerCardPrompt } from '@/components/listing/listing-owner-card';
import { refusalMessageKey } from '@/components/listing/package-limit-dialog';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { useGatedProject } from './use-project-viewer';

export interface ProjectDeveloperCardProps {
  slug: string;
  developer: ProjectDeveloperDto;
}

/**
 * Who develops or markets the project: photo, name, verified-agent badge and their projects;
 * the contact details only for a signed-in viewer (a gated part, asked in the browser).
 */
export function ProjectDeveloperCard({ slug, developer }: ProjectDeveloperCardProps) {
  const { t, tCount } = useSiteText();
  const { viewer, gated, refusal } = useGatedProject(slug);
  return (
    <ListingOwnerCard
      title={t('project_detail.developer.title')}
      owner={developer}
      ownerHref={null}
      verifiedText={t('project_detail.developer.verified')}
      countText={tCount('project_detail.developer.projects', developer.projects_count)}
      contact={gated.data?.contact ?? null}
    >
      {viewer.isSignedIn ? null : (
        <OwnerCardPrompt
          text={t('project_detail.developer.sign_in_text')}
          link={{ href: viewer.loginHref, text: t('project_detail.developer.sign_in_link') }}
        />
      )}
      {refusal ? (
        <OwnerCardPrompt
          text={t(refusalMessageKey(refusal))}
          link={
            hasPage(paths.subscriptionPlan())
              ? { href: paths.subscriptionPlan(), text: t('packages.opps.confirm') }
              : null
          }
        />
      ) : null}
    </ListingOwnerCard>
  );
}
