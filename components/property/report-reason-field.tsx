import { Field, type FormikErrors } from 'formik';
import { useId } from 'react';
import { isOtherReason, type ReportReasonDto } from '@/api/properties/get-report-reasons';
import { useSiteText } from '@/components/layout/use-site-text';
import { useFieldError } from '@/components/ui/use-field-error';
import styles from '@/components/listing/listing-dialog-form.module.css';

export interface ReportValues {
  reason_id: string;
  other_message: string;
}

export const messageMaxLength = 500;

/** A reason is required; "Other" needs the reporter's words; messages stay short. */
export function validateReport(
  values: ReportValues,
  reasons: readonly ReportReasonDto[],
): FormikErrors<ReportValues> {
  const reason = reasons.find((item) => String(item.id) === values.reason_id);
  const message = values.other_message.trim();
  if (!reason) return { reason_id: 'property.report.reason_required' };
  if (isOtherReason(reason) && message === '') {
    return { other_message: 'property.report.message_required' };
  }
  if (message.length > messageMaxLength) {
    return { other_message: `At most ${messageMaxLength} characters` };
  }
  return {};
}

/** The reasons as radio buttons, with the error once the form was sent. */
export function ReasonField({ reasons }: { reasons: readonly ReportReasonDto[] }) {
  const { t } = useSiteText();
  const error = useFieldError('reason_id');
  const errorId = useId();
  return (
    <fieldset className={styles.reasons} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('property.report.reason')}</legend>
      {reasons.map((reason) => (
        <label key={reason.id} className={styles.reason}>
          <Field
            type="radio"
            name="reason_id"
            value={String(reason.id)}
            aria-invalid={error ? true : undefined}
          />
          <span>{reason.reason}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
