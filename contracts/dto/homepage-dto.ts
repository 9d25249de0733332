import type { ArticleCardDto } from './article-dto';
import type { CategoryTileDto } from './category-dto';
import type { CityDto } from './city-dto';
import type { PropertyCardDto } from './property-dto';

/** Everything the home page shows, in one call (`homepage-data`). */
export interface HomepageDto {
  slider: PropertyCardDto[];
  featured_properties: PropertyCardDto[];
  /** The categories' tiles: no parameters (the home page shows none). */
  categories: CategoryTileDto[];
  latest_properties: PropertyCardDto[];
  rent_properties: PropertyCardDto[];
  cities: CityDto[];
  /** The latest articles as cards: no body (the home page shows their summaries). */
  articles: ArticleCardDto[];
  stats: { properties: number; cities: number; agents: number };
}
