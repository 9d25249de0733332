import Head from 'next/head';
import Link from 'next/link';
import { useProjectDetail } from '@/api/projects/get-project-detail';
import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import type { ProjectSeo } from '@/contracts/project-page-props';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteText } from '@/components/layout/use-site-text';
import { PropertyDescription } from '@/components/property/property-description';
import styles from '@/components/property/property-detail-screen.module.css';
import { PropertyGallery, type GalleryPhoto } from '@/components/property/property-gallery';
import { paths } from '@/utils/paths';
import { LoadStatus } from '@/components/ui/load-status';
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

/** The main image first, then the gallery, each once. */
export function projectPhotos(project: ProjectDetailDto): GalleryPhoto[] {
  const photos: GalleryPhoto[] = [];
  if (project.image) {
    photos.push({ id: 'main', image: project.image, thumb: project.image_card ?? project.image });
  }
  for (const photo of project.gallery) {
    if (photo.image === project.image) continue;
    photos.push({ id: String(photo.id), image: photo.image, thumb: photo.image_card });
  }
  return photos;
}

function DetailContent({ project, seo }: { project: ProjectDetailDto; seo: ProjectSeo }) {
  const { t } = useSiteText();
  const photos = projectPhotos(project);

  return (
    <PageShell
      title={seo.title}
      description={seo.description}
      canonicalPath={paths.projectDetail(project.slug_id)}
      image={seo.image}
      jsonLd={seo.jsonLd}
    >
      {seo.keywords ? (
        <Head>
          <meta key="keywords" name="keywords" content={seo.keywords} />
        </Head>
      ) : null}
      <article className={`container ${styles.page}`}>
        <nav className={styles.crumbs} aria-label={t('project_detail.breadcrumb_label')}>
          <Link href={paths.projects()} prefetch={false}>
            {t('nav.projects')}
          </Link>
          <span aria-hidden="true">/</span>
          <Link href={paths.projects({ city: project.city })} prefetch={false}>
            <bdi>{project.city}</bdi>
          </Link>
        </nav>
        <header className={styles.head}>
          <h1 className={styles.title} dir="auto">
            {project.title}
          </h1>
          <p className={styles.address}>
            <bdi>{projectPlaceText(project)}</bdi>
          </p>
        </header>
        {photos.length > 0 ? <PropertyGallery photos={photos} title={project.title} /> : null}
        <div className={styles.layout}>
          <aside className={styles.aside}>
            <div className={styles.summary}>
              <ProjectFacts project={project} />
              <ProjectFavouriteButton project={project} />
            </div>
            <ProjectDeveloperCard slug={project.slug_id} developer={project.developer} />
          </aside>
          <div className={styles.main}>
            <PropertyDescription description={project.description} />
            <ProjectFloorPlans
              slug={project.slug_id}
              plans={project.plans}
              documentsCount={project.documents_count}
            />
            <ProjectVideo title={project.title} videoLink={project.video_link} />
            <ProjectLocation project={project} />
            <ProjectEnquiry projectId={project.id} />
          </div>
        </div>
      </article>
      <SimilarProjects projects={project.similar_projects ?? []} />
    </PageShell>
  );
}

/** /project-details/{slug}: everything about one new development (a static page, see server/ssr). */
export function ProjectDetailScreen({ slug, seo }: ProjectDetailScreenProps) {
  const { t } = useSiteText();
  const { data: project, isError, refetch } = useProjectDetail(slug);
  if (project) return <DetailContent project={project} seo={seo} />;
  return (
    <PageShell
      title={t('project_detail.loading_title')}
      description=""
      canonicalPath={paths.projectDetail(slug)}
      noIndex
    >
      <LoadStatus
        isError={isError}
        failedText={t('project_detail.load_failed')}
        onRetry={refetch}
        className={`container ${styles.status}`}
      />
    </PageShell>
  );
}
