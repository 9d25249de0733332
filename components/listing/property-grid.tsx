import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { CardGrid } from './card-grid';
import { PropertyCard } from './property-card';

export interface PropertyGridProps {
  properties: readonly PropertyCardDto[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** How many photos are in the first screen (loaded at once, the first with high priority). */
  eagerCount?: number;
}

/** Property cards in the site's responsive grid. */
export function PropertyGrid({
  properties,
  headingLevel = 'h3',
  eagerCount = 0,
}: PropertyGridProps) {
  return (
    <CardGrid
      items={properties}
      eagerCount={eagerCount}
      renderCard={(property, eagerImage) => (
        <PropertyCard property={property} headingLevel={headingLevel} eagerImage={eagerImage} />
      )}
    />
  );
}
