import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import { usePriceText } from '@/components/listing/use-price-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { FactList, type ListingFact } from '@/components/listing/fact-list';
import styles from '@/components/listing/property-facts.module.css';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { calendarDateText } from '@/utils/intl-formatters';
import { completionMonth, useProjectText } from './project-text';

/**
 * The price "from …" (compact when the settings ask), the range in full with the currency's
 * decimals, the construction status, completion and key facts.
 */
export function ProjectFacts({ project }: { project: ProjectDetailDto }) {
  const { t, locale } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const priceText = usePriceText();
  const { fromPrice, statusText } = useProjectText();
  const facts: ListingFact[] = [
    { key: 'status', label: t('project_detail.facts.status'), value: statusText(project) },
  ];
  if (project.completion_date) {
    facts.push({
      key: 'completion',
      label:
        project.type === 'completed'
          ? t('project_detail.facts.completed')
          : t('project_detail.facts.completion'),
      value: completionMonth(project.completion_date, locale),
      dateTime: project.completion_date,
    });
  }
  if (project.min_price !== null && project.max_price !== null) {
    facts.push({
      key: 'range',
      label: t('project_detail.facts.price_range'),
      value: t('project_detail.facts.price_range_value', {
        min: priceText(project.min_price).full,
        max: priceText(project.max_price).full,
      }),
    });
  }
  if (project.category) {
    facts.push({
      key: 'category',
      label: t('project_detail.facts.category'),
      value: nameOf(project.category),
    });
  }
  facts.push({
    key: 'posted',
    label: t('project_detail.facts.posted'),
    value: calendarDateText(project.created_at, locale),
    dateTime: project.created_at,
  });

  return (
    <div className={styles.facts}>
      <p className={styles.price}>
        <span className={styles.amount}>{fromPrice(project)}</span>
      </p>
      <FactList facts={facts} />
    </div>
  );
}
