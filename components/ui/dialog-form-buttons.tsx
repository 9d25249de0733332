import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from './button';

export interface DialogFormButtonsProps {
  /** The submit button's text: what the form does (report, block). */
  submitLabel: string;
  /** The form is being sent: the submit button waits. */
  isBusy: boolean;
  onCancel: () => void;
  /** The row's layout, from the dialog's own styles. */
  className?: string;
  /** `danger` (default) for what is hard to take back; `primary` for a save. */
  submitVariant?: 'danger' | 'primary';
}

/** The end of a dialog's form: Cancel, then submit (hard to take back, or a save). */
export function DialogFormButtons({
  submitLabel,
  isBusy,
  onCancel,
  className,
  submitVariant = 'danger',
}: DialogFormButtonsProps) {
  const { t } = useSiteText();
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant={submitVariant} isBusy={isBusy}>
        {submitLabel}
      </Button>
    </div>
  );
}
