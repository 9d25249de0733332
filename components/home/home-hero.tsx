import Link from 'next/link';
import type { CityDto } from '@/contracts/dto/city-dto';
import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { HeroSearchForm } from './hero-search-form';
import styles from './home-hero.module.css';
import { numberFormat } from '@/utils/intl-formatters';

export interface HomeHeroProps {
  cities: readonly CityDto[];
  stats: HomepageDto['stats'] | null;
}

const statKeys = ['properties', 'cities', 'agents'] as const;

/** The page's opening: headline, search across the property list, and a few numbers. */
export function HomeHero({ cities, stats }: HomeHeroProps) {
  const { t, locale } = useSiteText();
  const number = numberFormat(locale);

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.backdrop} aria-hidden="true">
        <svg className={styles.skyline} viewBox="0 0 1440 160" preserveAspectRatio="none">
          <path d="M0 160V110H0V104H60V120H60V120H100V112H100V96H180V96H180V60H250V96H260V60H300V96H300V130H350V120H350V130H400V104H420V104H490V96H510V104H590V96H600V120H660V96H660V96H740V120H770V40H830V120H850V96H910V104H920V88H960V120H980V88H1050V96H1050V60H1130V104H1150V40H1200V120H1200V72H1240V112H1260V40H1340V120H1340V88H1380V120H1380V88H1420V120H1440V160Z" />
        </svg>
      </div>
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero-title" className={styles.title}>
          {t('home.hero.title')}
        </h1>
        <p className={styles.subtitle}>{t('home.hero.subtitle')}</p>
        <div className={styles.search}>
          <HeroSearchForm cities={cities} />
        </div>
        {stats ? (
          <dl className={styles.stats}>
            {statKeys.map((key) => (
              <div key={key} className={styles.stat}>
                <dt>{t(`home.stats.${key}`)}</dt>
                <dd>
                  {key === 'agents' && hasPage(paths.agents()) ? (
                    <Link href={paths.agents()} className={styles.statLink} prefetch={false}>
                      {number.format(stats[key])}
                      <span className="visually-hidden"> {t('home.stats.agents_link')}</span>
                    </Link>
                  ) : (
                    number.format(stats[key])
                  )}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
