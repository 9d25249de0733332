import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { PropertyCard } from './property-card';
import styles from './property-grid.module.css';

export interface PropertyGridProps {
  properties: readonly PropertyCardDto[];
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Cards in a responsive grid: one column on phones, up to four on wide screens. */
export function PropertyGrid({ properties, headingLevel = 'h3' }: PropertyGridProps) {
  return (
    <ul className={styles.grid}>
      {properties.map((property) => (
        <li key={property.id} className={styles.item}>
          <PropertyCard property={property} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
