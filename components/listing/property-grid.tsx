import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { kindGrid } from './card-grid';
import { PropertyCard } from './property-card';

/** Property cards in the site's responsive grid. */
export const PropertyGrid = kindGrid<PropertyCardDto>((property, look) => (
  <PropertyCard property={property} {...look} />
));
