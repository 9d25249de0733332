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
}

/** The end of a dialog's form that does something hard to take back: Cancel, then submit. */
export function DialogFormButtons({
  submitLabel,
  isBusy,
  onCancel,
  className,
}: DialogFormButtonsProps) {
  const { t } = useSiteText();
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="danger" isBusy={isBusy}>
        {submitLabel}
      </Button>
    </div>
  );
}
