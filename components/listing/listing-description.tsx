import { useId, useState } from 'react';
import { useHydrated } from '@/components/layout/use-hydrated';
import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from '@/components/ui/detail-section';
import styles from './listing-description.module.css';

export interface ListingDescriptionProps {
  /** The section's heading, the kind's own ("About this property", "About this project"). */
  title: string;
  description: string;
}

/** Descriptions longer than this fold to a few lines once scripts run (never in the HTML). */
const foldAfterCharacters = 700;

/** The owner's description, paragraph by paragraph; long ones can be unfolded. */
export function ListingDescription({ title, description }: ListingDescriptionProps) {
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
    <DetailSection title={title}>
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
