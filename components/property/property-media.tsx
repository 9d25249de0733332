import type { PropertyDocumentDto } from '@/contracts/dto/property-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from '@/components/ui/detail-section';
import styles from './property-media.module.css';

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

function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/** The video (embedded when it is on YouTube), the 3D image and the documents. */
export function PropertyMedia({ title, videoLink, threeDImage, documents }: PropertyMediaProps) {
  const { t } = useSiteText();
  const video = videoLink && isWebLink(videoLink) ? videoLink : null;
  if (!video && !threeDImage && documents.length === 0) return null;
  const videoId = video ? youtubeId(video) : null;

  return (
    <DetailSection title={t('property.media.title')}>
      <div className={styles.media}>
        {videoId ? (
          <div className={styles.frame}>
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${videoId}`}
              title={t('property.media.video_title', { title })}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : null}
        {video ? (
          <p className={styles.link}>
            <a href={video} target="_blank" rel="noopener noreferrer">
              {t('property.media.watch_video')}
            </a>
          </p>
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
            <ul className={styles.documents}>
              {documents.map((document) => (
                <li key={document.id}>
                  <a href={document.file} target="_blank" rel="noopener noreferrer" download>
                    {document.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </DetailSection>
  );
}
