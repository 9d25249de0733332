import type { PropertyDocumentDto } from '@/contracts/dto/property-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from '@/components/ui/detail-section';
import styles from './property-media.module.css';
import { DocumentLinks } from './document-links';

export interface PropertyMediaProps {
  title: string;
  videoLink: string | null;
  threeDImage: string | null;
  documents: readonly PropertyDocumentDto[];
}

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);

/** The video id of a YouTube watch, share, shorts or embed link; null for anything else. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (!youtubeHosts.has(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? parts[0]
      : parts[0] === 'watch'
        ? url.searchParams.get('v')
        : parts[0] === 'shorts' || parts[0] === 'embed' || parts[0] === 'live'
          ? parts[1]
          : null;
  return candidate && /^[\w-]{6,20}$/.test(candidate) ? candidate : null;
}

/** A link the page may show as a video: http(s) only. */
export function webLink(link: string | null): string | null {
  return link && /^https?:\/\//i.test(link) ? link : null;
}

/** A listing's video: embedded when it is on YouTube, and always as a link. */
export function ListingVideo(props: { video: string; frameTitle: string; watchText: string }) {
  const videoId = youtubeId(props.video);
  return (
    <>
      {videoId ? (
        <div className={styles.frame}>
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${videoId}`}
            title={props.frameTitle}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : null}
      <p className={styles.link}>
        <a href={props.video} target="_blank" rel="noopener noreferrer">
          {props.watchText}
        </a>
      </p>
    </>
  );
}

/** The video (embedded when it is on YouTube), the 3D image and the documents. */
export function PropertyMedia({ title, videoLink, threeDImage, documents }: PropertyMediaProps) {
  const { t } = useSiteText();
  const video = webLink(videoLink);
  if (!video && !threeDImage && documents.length === 0) return null;

  return (
    <DetailSection title={t('property.media.title')}>
      <div className={styles.media}>
        {video ? (
          <ListingVideo
            video={video}
            frameTitle={t('property.media.video_title', { title })}
            watchText={t('property.media.watch_video')}
          />
        ) : null}
        {threeDImage ? (
          <figure className={styles.figure}>
            <a href={threeDImage} target="_blank" rel="noopener noreferrer">
              <img
                src={threeDImage}
                alt={t('property.media.three_d_alt', { title })}
                loading="lazy"
                width={960}
                height={540}
              />
            </a>
            <figcaption>{t('property.media.three_d')}</figcaption>
          </figure>
        ) : null}
        {documents.length > 0 ? (
          <div>
            <h3 className={styles.subtitle}>{t('property.media.documents')}</h3>
            <DocumentLinks documents={documents} className={styles.documents} />
          </div>
        ) : null}
      </div>
    </DetailSection>
  );
}
