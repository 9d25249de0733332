import type { ArticleDto } from './article-dto';
import type { CategoryDto } from './category-dto';
import type { CityDto } from './city-dto';
import type { PropertyCardDto } from './property-dto';

/** Everything the home page shows, in one call (`homepage-data`). */
export interface HomepageDto {
  slider: PropertyCardDto[];
  featured_properties: PropertyCardDto[];
  categories: CategoryDto[];
  latest_properties: PropertyCardDto[];
  rent_properties: PropertyCardDto[];
  cities: CityDto[];
  articles: ArticleDto[];
  stats: { properties: number; cities: number; agents: number };
}
