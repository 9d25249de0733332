import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { PropertyCard } from '@/components/listing/property-card';
import { eagerImageAt } from '@/components/listing/card-grid';
import { PropertyGrid } from '@/components/listing/property-grid';
import styles from './property-results.module.css';

export interface PropertyResultsProps {
  properties: readonly PropertyCardDto[];
  layout: 'grid' | 'list';
}

/** Photos in the first screen of results: a row of three on wide screens. */
const firstScreenCount = 3;

/** The results as cards: the home page's grid, or one wide card per row. */
export function PropertyResults({ properties, layout }: PropertyResultsProps) {
  if (layout === 'grid') {
    return <PropertyGrid items={properties} headingLevel="h2" eagerCount={firstScreenCount} />;
  }
  return (
    <ul className={styles.list}>
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard
            property={property}
            headingLevel="h2"
            layout="list"
            eagerImage={eagerImageAt(index, firstScreenCount)}
          />
        </li>
      ))}
    </ul>
  );
}
