import type { ReactNode } from 'react';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { TextField } from '@/components/ui/text-field';
import { FormSection, SelectField } from './form-parts';
import styles from './listing-form.module.css';

/** A price typed in the site's currency (its symbol after the number). */
export function PriceField({
  name,
  label,
  isOptional = false,
  hasHint = false,
}: {
  name: string;
  label: string;
  isOptional?: boolean;
  /** Whether to say the price is in the site's currency. */
  hasHint?: boolean;
}) {
  const { t } = useSiteText();
  const { currency_symbol: currency } = useSiteSettings();
  return (
    <TextField
      name={name}
      label={label}
      labelNote={isOptional ? t('listing_form.optional') : undefined}
      inputMode="decimal"
      endAdornment={
        <span className={styles.currency} aria-hidden="true">
          {currency}
        </span>
      }
      hint={hasHint ? t('listing_form.details.price_hint', { currency }) : undefined}
    />
  );
}

/** The optional link to a video of the listing. */
export function VideoLinkField() {
  const { t } = useSiteText();
  return (
    <TextField
      name="video_link"
      type="url"
      inputMode="url"
      label={t('listing_form.details.video_link')}
      labelNote={t('listing_form.optional')}
      placeholder="https://"
    />
  );
}

/** Step 1: title, description and category, then the kind's own details (`children`). */
export function DetailsStep({
  categories,
  children,
}: {
  categories: readonly CategoryDto[];
  children: ReactNode;
}) {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const categoryOptions = categories.map((category) => ({
    value: String(category.id),
    label: nameOf(category),
  }));
  return (
    <FormSection title={t('listing_form.steps.details')}>
      <div className={styles.wide}>
        <TextField name="title" label={t('listing_form.details.title')} maxLength={200} />
      </div>
      <div className={styles.wide}>
        <TextField
          name="description"
          label={t('listing_form.details.description')}
          multiline
          rows={6}
        />
      </div>
      <SelectField
        name="category_id"
        label={t('listing_form.details.category')}
        placeholder={t('listing_form.details.category_choose')}
        options={categoryOptions}
      />
      {children}
    </FormSection>
  );
}
