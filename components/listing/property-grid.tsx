import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { PropertyCard } from './property-card';
import styles from './property-grid.module.css';

export interface PropertyGridProps {
  properties: readonly PropertyCardDto[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** How many photos are in the first screen (loaded at once, the first with high priority). */
  eagerCount?: number;
}

/** The first photo of a page's first screen has high priority, the others of it load at once. */
export function eagerImageAt(index: number, eagerCount: number): false | 'auto' | 'high' {
  if (index >= eagerCount) return false;
  return index === 0 ? 'high' : 'auto';
}

/** Cards in a responsive grid: one column on phones, up to four on wide screens. */
export function PropertyGrid({
  properties,
  headingLevel = 'h3',
  eagerCount = 0,
}: PropertyGridProps) {
  return (
    <ul className={styles.grid}>
      {properties.map((property, index) => (
        <li key={property.id} className={styles.item}>
          <PropertyCard
            property={property}
            headingLevel={headingLevel}
            eagerImage={eagerImageAt(index, eagerCount)}
          />
        </li>
      ))}
    </ul>
  );
}
