import type { VerificationFormFieldDto } from '@/contracts/dto/agent-verification-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { VerificationChoiceField } from './verification-choice-field';
import { VerificationFileField } from './verification-file-field';
import { formNameOf } from './verification-form-values';
import { VerificationSelectField } from './verification-select-field';

/** One field of the admin's form, rendered for its type, named in the page's language. */
export function VerificationField({ field }: { field: VerificationFormFieldDto }) {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const props = {
    name: formNameOf(field.id),
    label: nameOf(field),
    labelNote: field.is_required ? null : t('verification.form.optional'),
  };
  switch (field.field_type) {
    case 'radio':
    case 'checkbox':
      return <VerificationChoiceField field={field} {...props} />;
    case 'dropdown':
      return <VerificationSelectField field={field} {...props} />;
    case 'file':
      return <VerificationFileField {...props} />;
    case 'textarea':
      return <TextField {...props} multiline rows={4} />;
    case 'number':
      return <TextField {...props} inputMode="decimal" />;
    default:
      return <TextField {...props} />;
  }
}
