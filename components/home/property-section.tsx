import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { HomeSection } from '@/components/ui/home-section';
import { PropertyGrid } from '@/components/listing/property-grid';

export interface PropertySectionProps {
  title: string;
  subtitle?: string;
  viewAllHref: string;
  properties: readonly PropertyCardDto[];
  tone?: 'plain' | 'tinted';
}

/** A home-page band of listing cards with a "View all" link; nothing when there are none. */
export function PropertySection({ properties, ...section }: PropertySectionProps) {
  if (properties.length === 0) return null;
  return (
    <HomeSection {...section}>
      <PropertyGrid items={properties} />
    </HomeSection>
  );
}
