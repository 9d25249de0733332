import Link from 'next/link';
import type { CityDto } from '@/contracts/dto/city-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import styles from './city-tiles.module.css';
import { HomeSection } from '@/components/ui/home-section';

export interface CityTilesProps {
  cities: readonly CityDto[];
  /** How many cities to show (the busiest first, as the API orders them). */
  limit?: number;
}

/** The busiest cities as photo tiles, each opening the list filtered by that city. */
export function CityTiles({ cities, limit = 5 }: CityTilesProps) {
  const { t, tCount } = useSiteText();
  if (cities.length === 0) return null;

  return (
    <HomeSection
      title={t('home.cities.title')}
      subtitle={t('home.cities.subtitle')}
      viewAllHref={paths.properties()}
    >
      <ul className={styles.grid}>
        {cities.slice(0, limit).map((city) => (
          <li key={`${city.city}|${city.state}|${city.country}`} className={styles.item}>
            <Link href={paths.propertiesInCity(city.city)} prefetch={false} className={styles.tile}>
              {city.image ? (
                <img
                  className={styles.image}
                  src={city.image}
                  alt=""
                  width={600}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className={styles.text}>
                <span className={styles.name}>
                  <bdi>{city.city}</bdi>
                </span>
                <span className={styles.region}>
                  <bdi>{[city.state, city.country].filter(Boolean).join(', ')}</bdi>
                </span>
                <span className={styles.count}>{tCount('home.cities.count', city.count)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
