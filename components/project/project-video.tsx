import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from '@/components/ui/detail-section';
import { ListingVideo, webLink } from '@/components/listing/property-media';
import styles from '@/components/listing/property-media.module.css';

/** The project's video: embedded when it is on YouTube, and always as a link. */
export function ProjectVideo({ title, videoLink }: { title: string; videoLink: string | null }) {
  const { t } = useSiteText();
  const video = webLink(videoLink);
  if (!video) return null;
  return (
    <DetailSection title={t('project_detail.video.title')}>
      <div className={styles.media}>
        <ListingVideo
          video={video}
          frameTitle={t('project_detail.video.frame_title', { title })}
          watchText={t('project_detail.video.watch')}
        />
      </div>
    </DetailSection>
  );
}
