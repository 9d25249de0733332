import { projectTypes } from '@/contracts/dto/project-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { PriceField, VideoLinkField } from './details-step';
import { SelectField } from './form-parts';

/**
 * A project's own details: where the construction stands, the price range ("from …"), the
 * completion date and a video link.
 */
export function ProjectDetailsFields() {
  const { t } = useSiteText();
  return (
    <>
      <SelectField
        name="type"
        label={t('project_form.details.type')}
        placeholder={t('project_form.details.type_choose')}
        options={projectTypes.map((type) => ({
          value: type,
          label: t(`project_form.type.${type}`),
        }))}
      />
      <PriceField name="min_price" label={t('project_form.details.min_price')} isOptional hasHint />
      <PriceField name="max_price" label={t('project_form.details.max_price')} isOptional />
      <TextField
        name="completion_date"
        type="date"
        label={t('project_form.details.completion_date')}
        labelNote={t('listing_form.optional')}
      />
      <VideoLinkField />
    </>
  );
}
