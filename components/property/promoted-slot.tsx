import { useId } from 'react';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { PropertyGrid } from '@/components/listing/property-grid';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './promoted-slot.module.css';

export interface PromotedSlotProps {
  /** Up to three promoted listings matching the search (get-property-list's slot). */
  properties: readonly PropertyCardDto[];
}

/** The "Promoted" slot above a list's results; nothing when no promoted listing matches. */
export function PromotedSlot({ properties }: PromotedSlotProps) {
  const { t } = useSiteText();
  const headingId = useId();
  if (properties.length === 0) return null;
  return (
    <section className={styles.slot} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('property_list.promoted_slot.title')}
      </h2>
      <PropertyGrid items={properties} headingLevel="h3" />
    </section>
  );
}

/** The page's cards without those the slot shows, so none appears twice. */
export function withoutSlotListings(
  properties: readonly PropertyCardDto[],
  slot: readonly PropertyCardDto[],
): PropertyCardDto[] {
  const inSlot = new Set(slot.map((property) => property.id));
  return properties.filter((property) => !inSlot.has(property.id));
}
