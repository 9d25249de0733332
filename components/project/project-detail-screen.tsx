import { useProjectDetail } from '@/api/projects/get-project-detail';
import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import type { ProjectSeo } from '@/contracts/project-page-props';
import { useSiteText } from '@/components/layout/use-site-text';
import { PropertyDescription } from '@/components/listing/property-description';
import { paths } from '@/utils/paths';
import {
  ListingDetailLoading,
  ListingDetailPage,
  detailPhotos,
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

export interface ProjectDetailScreenProps {
  slug: string;
  /** Computed on the server (server/seo/project-seo.ts). */
  seo: ProjectSeo;
}

function DetailContent({ project, seo }: { project: ProjectDetailDto; seo: ProjectSeo }) {
  const { t } = useSiteText();
  return (
    <ListingDetailPage
      seo={seo}
      canonicalPath={paths.projectDetail(project.slug_id)}
      crumbs={{
        label: t('project_detail.breadcrumb_label'),
        links: [
          { text: t('nav.projects'), href: paths.projects() },
          { text: <bdi>{project.city}</bdi>, href: paths.projects({ city: project.city }) },
        ],
      }}
      title={project.title}
      place={projectPlaceText(project)}
      photos={detailPhotos(
        { id: 'main', image: project.image, card: project.image_card },
        project.gallery,
      )}
      summary={
        <>
          <ProjectFacts project={project} />
          <ProjectFavouriteButton project={project} />
        </>
      }
      ownerCard={<ProjectDeveloperCard slug={project.slug_id} developer={project.developer} />}
      after={<SimilarProjects projects={project.similar_projects ?? []} />}
    >
      <PropertyDescription description={project.description} />
      <ProjectFloorPlans
        slug={project.slug_id}
        plans={project.plans}
        documentsCount={project.documents_count}
      />
      <ProjectVideo title={project.title} videoLink={project.video_link} />
      <ProjectLocation project={project} />
      <ProjectEnquiry projectId={project.id} />
    </ListingDetailPage>
  );
}

/** /project-details/{slug}: everything about one new development (a static page, see server/ssr). */
export function ProjectDetailScreen({ slug, seo }: ProjectDetailScreenProps) {
  const { t } = useSiteText();
  const { data: project, isError, refetch } = useProjectDetail(slug);
  if (project) return <DetailContent project={project} seo={seo} />;
  return (
    <ListingDetailLoading
      title={t('project_detail.loading_title')}
      canonicalPath={paths.projectDetail(slug)}
      isError={isError}
      failedText={t('project_detail.load_failed')}
      onRetry={refetch}
    />
  );
}
