import { useId, useState } from 'react';
import { useHydrated } from '@/components/layout/use-hydrated';
import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from '@/components/ui/detail-section';
import styles from './property-description.module.css';

export interface PropertyDescriptionProps {
  description: string;
}

/** Descriptions longer than this fold to a few lines once scripts run (never in the HTML). */
const foldAfterCharacters = 700;

/** The owner's description, paragraph by paragraph; long ones can be unfolded. */
export function PropertyDescription({ description }: PropertyDescriptionProps) {
  const { t } = useSiteText();
  const isHydrated = useHydrated();
  const textId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  const canFold = isHydrated && description.length > foldAfterCharacters;
  const isFolded = canFold && !isExpanded;

  return (
    <DetailSection title={t('property.description.title')}>
      <div id={textId} className={isFolded ? `${styles.text} ${styles.folded}` : styles.text}>
        {paragraphs.map((paragraph, index) => (
          <p key={index} dir="auto">
            {paragraph}
          </p>
        ))}
      </div>
      {canFold ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isExpanded}
          aria-controls={textId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          {isExpanded ? t('property.description.show_less') : t('property.description.show_more')}
        </button>
      ) : null}
    </DetailSection>
  );
}
