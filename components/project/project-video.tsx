import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from '@/components/ui/detail-section';
import { youtubeId } from '@/components/property/property-media';
import styles from '@/components/property/property-media.module.css';

/** The project's video: embedded when it is on YouTube, and always as a link. */
export function ProjectVideo({ title, videoLink }: { title: string; videoLink: string | null }) {
  const { t } = useSiteText();
  const video = videoLink && /^https?:\/\//i.test(videoLink) ? videoLink : null;
  if (!video) return null;
  const videoId = youtubeId(video);
  return (
    <DetailSection title={t('project_detail.video.title')}>
      <div className={styles.media}>
        {videoId ? (
          <div className={styles.frame}>
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${videoId}`}
              title={t('project_detail.video.frame_title', { title })}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : null}
        <p className={styles.link}>
          <a href={video} target="_blank" rel="noopener noreferrer">
            {t('project_detail.video.watch')}
          </a>
        </p>
      </div>
    </DetailSection>
  );
}
