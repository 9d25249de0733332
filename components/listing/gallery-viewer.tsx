import { useLayoutEffect, useRef } from 'react';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { Dialog } from '@/components/ui/dialog';
import styles from './gallery-viewer.module.css';
import type { GalleryPhoto } from './property-gallery';

export interface GalleryViewerProps {
  photos: readonly GalleryPhoto[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The photos full screen: a dialog (ui/dialog: Escape closes it, focus stays inside and
 * returns afterwards) with a counter ("3 / 5"); the arrow keys page, mirrored in right-to-left
 * pages.
 */
export function GalleryViewer({
  photos,
  index,
  title,
  onIndexChange,
  onClose,
}: GalleryViewerProps) {
  const { t, dir } = useSiteText();
  const latest = useRef({ index, onIndexChange, dir });
  const photo = photos[index];
  const count = photos.length;

  // Layout effects: the viewer loads on demand and must listen from the moment it shows, before
  // the browser paints it (a key pressed right after it appears must not be lost).
  useLayoutEffect(() => {
    latest.current = { index, onIndexChange, dir };
  }, [index, onIndexChange, dir]);

  useLayoutEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      const { index: at, onIndexChange: go, dir: direction } = latest.current;
      const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward) {
        event.preventDefault();
        go(at + 1);
      } else if (event.key === backward) {
        event.preventDefault();
        go(at - 1);
      }
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);

  if (!photo) return null;
  return (
    <Dialog
      className={styles.viewer}
      aria-modal="true"
      aria-label={t('property.gallery.viewer_label', { title })}
      onClose={onClose}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {t('property.gallery.counter', { current: index + 1, total: count })}
        </p>
        <button type="button" className={styles.button} onClick={onClose}>
          <CloseIcon size={24} />
          <span className="visually-hidden">{t('property.gallery.close_viewer')}</span>
        </button>
      </div>
      <div className={styles.stage}>
        {count > 1 ? (
          <button type="button" className={styles.button} onClick={() => onIndexChange(index - 1)}>
            <ChevronStartIcon size={28} className="flip-rtl" />
            <span className="visually-hidden">{t('property.gallery.previous')}</span>
          </button>
        ) : null}
        <img
          className={styles.photo}
          src={photo.image}
          alt={t('property.gallery.photo_alt', { title, current: index + 1, total: count })}
        />
        {count > 1 ? (
          <button type="button" className={styles.button} onClick={() => onIndexChange(index + 1)}>
            <ChevronEndIcon size={28} className="flip-rtl" />
            <span className="visually-hidden">{t('property.gallery.next')}</span>
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
