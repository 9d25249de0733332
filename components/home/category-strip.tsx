import Link from 'next/link';
import type { CategoryTileDto } from '@/contracts/dto/category-dto';
import { HomeIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { paths } from '@/utils/paths';
import styles from './category-strip.module.css';
import { HomeSection } from '@/components/ui/home-section';
import { TintedIcon } from '@/components/ui/tinted-icon';

export interface CategoryStripProps {
  categories: readonly CategoryTileDto[];
}

/** Property categories as tiles (icon, name, how many listings), each opening the filtered list. */
export function CategoryStrip({ categories }: CategoryStripProps) {
  const { t, tCount } = useSiteText();
  const { nameOf } = useCatalogueNames();
  if (categories.length === 0) return null;

  return (
    <HomeSection title={t('home.categories.title')} subtitle={t('home.categories.subtitle')}>
      <ul className={styles.strip}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={paths.propertiesInCategory(category.slug_id)}
              prefetch={false}
              className={styles.tile}
            >
              <span className={styles.icon}>
                {category.image ? (
                  <TintedIcon src={category.image} size={28} />
                ) : (
                  <HomeIcon size={26} />
                )}
              </span>
              <span className={styles.name}>{nameOf(category)}</span>
              <span className={styles.count}>
                {tCount('home.categories.count', category.properties_count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
