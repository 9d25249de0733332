import { useRecommendations } from '@/api/feed/get-user-recommendation';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { PropertySection } from './property-section';

/** Listings on the home page from the personalised feed. */
export const homeRecommendationCount = 4;

/**
 * "Recommended for you": the best matches of a signed-in user's feed (loaded in the browser
 * with the session; visitors and users without interests see nothing here).
 */
export function RecommendedSection() {
  const { t } = useSiteText();
  const { data } = useRecommendations({ limit: homeRecommendationCount, offset: 0 });
  return (
    <PropertySection
      title={t('home.recommended.title')}
      subtitle={t('home.recommended.subtitle')}
      viewAllHref={paths.personalisedFeed()}
      properties={data?.data ?? []}
      tone="tinted"
    />
  );
}
