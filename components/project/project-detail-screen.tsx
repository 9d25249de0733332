import { useSiteText } from '@/components/layout/use-site-text';
import { useProjectDetail } from '@/api/projects/get-project-detail';
import type { ProjectDetailPageProps } from '@/contracts/project-page-props';
import { ListingDescription } from '@/components/listing/listing-description';
import { ReportListingButton } from '@/components/listing/report-listing-button';
import actionStyles from '@/components/listing/listing-actions.module.css';
import { paths } from '@/utils/paths';
import {
  ListingDetailScreen,
  type ListingDetailKind,
} from '@/components/listing/listing-detail-page';
import { ProjectDeveloperCard } from './project-developer-card';
import { ProjectEnquiry } from './project-enquiry';
import { ProjectFacts } from './project-facts';
import { ProjectFavouriteButton } from './project-favourite-button';
import { ProjectFloorPlans } from './project-floor-plans';
import { ProjectLocation } from './project-location';
import { projectPlaceText } from './project-text';
import { ProjectVideo } from './project-video';
import { SimilarProjects } from './similar-projects';

const projectDetailKind: ListingDetailKind = {
  pathOf: paths.projectDetail,
  texts: 'project_detail',
  list: { textKey: 'nav.projects', href: paths.projects },
  cityHref: (city) => paths.projects({ city }),
};

/** /project-details/{slug}: everything about one new development (a static page, see server/ssr). */
export function ProjectDetailScreen({ slug, seo }: Pick<ProjectDetailPageProps, 'slug' | 'seo'>) {
  const { t } = useSiteText();
  return (
    <ListingDetailScreen
      slug={slug}
      seo={seo}
      detail={useProjectDetail(slug)}
      kind={projectDetailKind}
      content={(project) => ({
        place: projectPlaceText(project),
        mainPhoto: { id: 'main', image: project.image, card: project.image_card },
        summary: (
          <>
            <ProjectFacts project={project} />
            <div className={actionStyles.actions}>
              <ProjectFavouriteButton project={project} />
              <ReportListingButton kind="project" listingId={project.id} />
            </div>
          </>
        ),
        ownerCard: <ProjectDeveloperCard slug={project.slug_id} developer={project.developer} />,
        after: <SimilarProjects projects={project.similar_projects ?? []} />,
        children: (
          <>
            <ListingDescription
              title={t('project_detail.description.title')}
              description={project.description}
            />
            <ProjectFloorPlans
              slug={project.slug_id}
              plans={project.plans}
              documentsCount={project.documents_count}
            />
            <ProjectVideo title={project.title} videoLink={project.video_link} />
            <ProjectLocation project={project} />
            <ProjectEnquiry projectId={project.id} />
          </>
        ),
      })}
    />
  );
}
