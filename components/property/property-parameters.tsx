import type { PropertyParameterDto } from '@/contracts/dto/property-dto';
import { TintedIcon } from '@/components/home/tinted-icon';
import { useSiteText } from '@/components/layout/use-site-text';
import { DetailSection } from './detail-section';
import styles from './property-parameters.module.css';

export interface PropertyParametersProps {
  parameters: readonly PropertyParameterDto[];
}

/** A checkbox parameter's choices may come as a JSON list or comma-separated. */
function valueText(parameter: PropertyParameterDto): string {
  const value = parameter.value.trim();
  if (value.startsWith('[')) {
    try {
      const items: unknown = JSON.parse(value);
      if (Array.isArray(items)) return items.map(String).join(', ');
    } catch {
      // Not JSON after all: shown as written.
    }
  }
  return value;
}

/** Every parameter of the listing with its icon (bedrooms, area, furnishing …). */
export function PropertyParameters({ parameters }: PropertyParametersProps) {
  const { t } = useSiteText();
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
              {parameter.name}
            </dt>
            <dd className={styles.value}>
              {parameter.type_of_parameter === 'file' ? (
                <a href={parameter.value} target="_blank" rel="noopener noreferrer">
                  {t('property.parameters.open_file')}
                </a>
              ) : (
                valueText(parameter)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
