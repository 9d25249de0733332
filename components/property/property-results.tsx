import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { PropertyCard } from '@/components/home/property-card';
import { PropertyGrid } from '@/components/home/property-grid';
import styles from './property-results.module.css';

export interface PropertyResultsProps {
  properties: readonly PropertyCardDto[];
  layout: 'grid' | 'list';
}

/** The results as cards: the home page's grid, or one wide card per row. */
export function PropertyResults({ properties, layout }: PropertyResultsProps) {
  if (layout === 'grid') return <PropertyGrid properties={properties} headingLevel="h2" />;
  return (
    <ul className={styles.list}>
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} headingLevel="h2" layout="list" />
        </li>
      ))}
    </ul>
  );
}
