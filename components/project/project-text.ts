import { useCallback } from 'react';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { placeText } from '@/components/listing/place-text';
import { usePriceText } from '@/components/listing/use-price-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { dateTimeFormat } from '@/utils/intl-formatters';

/** "12 Harbour Road, Lisbon", without repeating the city when the address already names it. */
export function projectPlaceText(
  project: Pick<ProjectCardDto, 'location' | 'city' | 'state' | 'country'>,
): string {
  return placeText(project.location, project);
}

/** A completion day (YYYY-MM-DD) as month and year in the visitor's language: "Mar 2027". */
export function completionMonth(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  try {
    return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
  } catch {
    return day.slice(0, 7);
  }
}

/**
 * The texts every project shows: the price "from …" (the range's lowest end in the site's
 * currency; "Price on request" without one), where the construction stands and when it is
 * (or was) handed over.
 */
export function useProjectText() {
  const { t, locale } = useSiteText();
  const priceText = usePriceText();
  const fromPrice = useCallback(
    (project: Pick<ProjectCardDto, 'min_price' | 'max_price'>): string => {
      const low = project.min_price ?? project.max_price;
      return low === null
        ? t('project_list.price_on_request')
        : t('project_list.price_from', { price: priceText(low).amount });
    },
    [t, priceText],
  );
  const statusText = useCallback(
    (project: Pick<ProjectCardDto, 'type'>): string => t(`project_list.type.${project.type}`),
    [t],
  );
  const completionText = useCallback(
    (project: Pick<ProjectCardDto, 'type' | 'completion_date'>): string | null => {
      if (!project.completion_date) return null;
      const when = completionMonth(project.completion_date, locale);
      return project.type === 'completed'
        ? t('project_list.completed_in', { date: when })
        : t('project_list.completion', { date: when });
    },
    [t, locale],
  );
  return { fromPrice, statusText, completionText };
}
