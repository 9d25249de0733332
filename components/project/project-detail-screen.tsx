import { useProjectDetail } from '@/api/projects/get-project-detail';
import type { ProjectSeo } from '@/contracts/project-page-props';
import { useSiteText } from '@/components/layout/use-site-text';
import { PropertyDescription } from '@/components/listing/property-description';
import { paths } from '@/utils/paths';
import { ListingDetailScreen } from '@/components/listing/listing-detail-page';
import { ProjectDeveloperCard } from './project-developer-card';
import { ProjectEnquiry } from './project-enquiry';
import { ProjectFacts } from './project-facts';
import { ProjectFavouriteButton } from './project-favourite-button';
import { ProjectFloorPlans } from './project-floor-plans';
import { ProjectLocation } from './project-location';
import { projectPlaceText } from './project-text';
import { ProjectVideo } from './project-video';
import { SimilarProjects } from './similar-projects';

export interface ProjectDetailScreenProps {
  slug: string;
  /** Computed on the server (server/seo/project-seo.ts). */
  seo: ProjectSeo;
}

/** /project-details/{slug}: everything about one new development (a static page, see server/ssr). */
export function ProjectDetailScreen({ slug, seo }: ProjectDetailScreenProps) {
  const { t } = useSiteText();
  return (
    <ListingDetailScreen
      slug={slug}
      seo={seo}
      detail={useProjectDetail(slug)}
      pathOf={paths.projectDetail}
      crumbs={{
        label: t('project_detail.breadcrumb_label'),
        list: { text: t('nav.projects'), href: paths.projects() },
        cityHref: (city) => paths.projects({ city }),
      }}
      texts={{
        loadingTitle: t('project_detail.loading_title'),
        loadFailed: t('project_detail.load_failed'),
      }}
      content={(project) => ({
        place: projectPlaceText(project),
        mainPhoto: { id: 'main', image: project.image, card: project.image_card },
        summary: (
          <>
            <ProjectFacts project={project} />
            <ProjectFavouriteButton project={project} />
          </>
        ),
        ownerCard: <ProjectDeveloperCard slug={project.slug_id} developer={project.developer} />,
        after: <SimilarProjects projects={project.similar_projects ?? []} />,
        children: (
          <>
            <PropertyDescription description={project.description} />
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
