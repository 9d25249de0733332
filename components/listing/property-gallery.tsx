import dynamic from 'next/dynamic';
import { useState, type MouseEvent } from 'react';
import { ChevronEndIcon, ChevronStartIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './property-gallery.module.css';

/** The full-screen viewer loads when a visitor opens it, not with every listing page. */
const GalleryViewer = dynamic(
  () => import('./gallery-viewer').then((module) => module.GalleryViewer),
  { ssr: false },
);

export interface GalleryPhoto {
  id: string;
  /** The large photo. */
  image: string;
  /** A smaller copy for thumbnails. */
  thumb: string;
}

export interface PropertyGalleryProps {
  photos: readonly GalleryPhoto[];
  /** The listing's title: the photos' alternative text says whose they are. */
  title: string;
}

/** Steps through `count` items, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + count) % count;
}

/**
 * The main photo with previous/next buttons, a counter and thumbnails; the photo opens a
 * full-screen viewer. Without scripts, the photo and thumbnails link to the full images.
 */
export function PropertyGallery({ photos, title }: PropertyGalleryProps) {
  const { t } = useSiteText();
  const [index, setIndex] = useState(0);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const current = photos[index] ?? photos[0];
  if (!current) return null;
  const count = photos.length;
  const go = (next: number) => setIndex(wrapIndex(next, count));
  const counter = t('property.gallery.counter', { current: index + 1, total: count });

  const openViewer = (event: MouseEvent) => {
    event.preventDefault();
    setIsViewerOpen(true);
  };

  return (
    <section className={styles.gallery} aria-label={t('property.gallery.label')}>
      <div className={styles.stage}>
        <a href={current.image} className={styles.mainLink} onClick={openViewer}>
          <img
            className={styles.main}
            src={current.image}
            alt={t('property.gallery.photo_alt', { title, current: index + 1, total: count })}
            width={1200}
            height={800}
            fetchPriority={index === 0 ? 'high' : undefined}
          />
          <span className="visually-hidden">{t('property.gallery.open_viewer')}</span>
        </a>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.step} ${styles.previous}`}
              onClick={() => go(index - 1)}
            >
              <ChevronStartIcon size={22} className="flip-rtl" />
              <span className="visually-hidden">{t('property.gallery.previous')}</span>
            </button>
            <button
              type="button"
              className={`${styles.step} ${styles.next}`}
              onClick={() => go(index + 1)}
            >
              <ChevronEndIcon size={22} className="flip-rtl" />
              <span className="visually-hidden">{t('property.gallery.next')}</span>
            </button>
          </>
        ) : null}
        <p className={styles.counter} aria-live="polite">
          {counter}
        </p>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {photos.map((photo, at) => (
            <li key={photo.id}>
              <a
                href={photo.image}
                className={styles.thumbLink}
                aria-current={at === index ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go(at);
                }}
              >
                <img src={photo.thumb} alt="" width={120} height={80} loading="lazy" />
                <span className="visually-hidden">
                  {t('property.gallery.show_photo', { current: at + 1, total: count })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {isViewerOpen ? (
        <GalleryViewer
          photos={photos}
          index={index}
          title={title}
          onIndexChange={go}
          onClose={() => setIsViewerOpen(false)}
        />
      ) : null}
    </section>
  );
}
