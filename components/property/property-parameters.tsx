import type { PropertyParameterDto } from '@/contracts/dto/property-dto';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import type { CatalogueNames } from '@/hooks/use-catalogue-names';
import { TintedIcon } from '@/components/ui/tinted-icon';
import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from '@/components/ui/detail-section';
import styles from './property-parameters.module.css';

export interface PropertyParametersProps {
  parameters: readonly PropertyParameterDto[];
}

/**
 * The value as shown: a choice's label in the page's language; a checkbox parameter's choices
 * may come as a JSON list or comma-separated.
 */
function valueText(parameter: PropertyParameterDto, choiceOf: CatalogueNames['choiceOf']): string {
  const value = parameter.value.trim();
  if (value.startsWith('[')) {
    try {
      const items: unknown = JSON.parse(value);
      if (Array.isArray(items))
        return items.map((item) => choiceOf(parameter, String(item))).join(', ');
    } catch {
      // Not JSON after all: shown as written.
    }
  }
  if (parameter.type_values.includes(value)) return choiceOf(parameter, value);
  return value
    .split(',')
    .map((item) => choiceOf(parameter, item.trim()))
    .join(', ');
}

/** Every parameter of the listing with its icon (bedrooms, area, furnishing …). */
export function PropertyParameters({ parameters }: PropertyParametersProps) {
  const { t } = useSiteText();
  const { nameOf, choiceOf } = useCatalogueNames();
  const shown = parameters.filter((parameter) => parameter.value.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <DetailSection title={t('property.parameters.title')}>
      <dl className={styles.list}>
        {shown.map((parameter) => (
          <div key={parameter.id} className={styles.item}>
            <dt className={styles.name}>
              <span className={styles.icon}>
                {parameter.image ? <TintedIcon src={parameter.image} size={22} /> : null}
              </span>
              {nameOf(parameter)}
            </dt>
            <dd className={styles.value}>
              {parameter.type_of_parameter === 'file' ? (
                <a href={parameter.value} target="_blank" rel="noopener noreferrer">
                  {t('property.parameters.open_file')}
                </a>
              ) : (
                <bdi>{valueText(parameter, choiceOf)}</bdi>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
