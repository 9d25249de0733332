import { useHomepage } from '@/api/homepage/get-homepage';
import { PageShell } from '@/components/layout/page-shell';
import { HomeProjects } from '@/components/project/home-projects';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { ArticleCards } from '@/components/content/article-cards';
import { CategoryStrip } from '@/components/home/category-strip';
import { CityTiles } from '@/components/home/city-tiles';
import { FeaturedSlider } from '@/components/home/featured-slider';
import { HomeCta } from '@/components/home/home-cta';
import { HomeHero } from '@/components/home/home-hero';
import { homeJsonLd } from '@/components/home/home-json-ld';
import styles from './home-screen.module.css';
import { PropertySection } from '@/components/home/property-section';
import { RecommendedSection } from '@/components/home/recommended-section';

/** Shown where the sections go while the data loads or when it could not be loaded. */
function HomeStatus({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useSiteText();
  if (!isError) {
    return (
      <p className={`container ${styles.status}`} role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className={`container ${styles.status}`} role="alert">
      <p>{t('home.load_failed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('common.try_again')}
      </button>
    </div>
  );
}

/** The home page: hero search, featured slider, categories, listings, cities, projects, articles. */
export function HomeScreen() {
  const { data, isError, refetch } = useHomepage();
  const settings = useSiteSettings();
  const { t } = useSiteText();

  return (
    <PageShell
      title={t('home.meta.title')}
      description={t('home.meta.description', { name: settings.company_name })}
      canonicalPath={paths.home()}
      jsonLd={homeJsonLd(settings)}
    >
      <HomeHero cities={data?.cities ?? []} stats={data?.stats ?? null} />
      {data ? (
        <>
          <FeaturedSlider properties={data.slider} />
          <CategoryStrip categories={data.categories} />
          <RecommendedSection />
          <PropertySection
            title={t('home.latest.title')}
            subtitle={t('home.latest.subtitle')}
            viewAllHref={paths.properties()}
            properties={data.latest_properties}
          />
          <PropertySection
            title={t('home.featured.title')}
            subtitle={t('home.featured.subtitle')}
            viewAllHref={paths.properties({ promoted: true })}
            properties={data.featured_properties}
            tone="tinted"
          />
          <CityTiles cities={data.cities} />
          <PropertySection
            title={t('home.rent.title')}
            subtitle={t('home.rent.subtitle')}
            viewAllHref={paths.propertiesForRent()}
            properties={data.rent_properties}
          />
          <HomeProjects />
          <HomeCta />
          <ArticleCards articles={data.articles} />
        </>
      ) : (
        <HomeStatus isError={isError} onRetry={() => void refetch()} />
      )}
    </PageShell>
  );
}
