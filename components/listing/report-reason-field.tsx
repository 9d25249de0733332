import type { FormikErrors } from 'formik';
import { isOtherReason, type ReportReasonDto } from '@/api/properties/get-report-reasons';
import { useSiteText } from '@/components/layout/use-site-text';
import { ChoiceGroup } from '@/components/ui/choice-group';
import styles from '@/components/listing/listing-dialog-form.module.css';

export interface ReportValues {
  reason_id: string;
  other_message: string;
}

export const messageMaxLength = 500;

/**
 * A reason is required; "Other" needs the reporter's words (`messageRequired` names the kind's
 * sentence asking for them); messages stay short.
 */
export function validateReport(
  values: ReportValues,
  reasons: readonly ReportReasonDto[],
  messageRequired = 'property.report.message_required',
): FormikErrors<ReportValues> {
  const reason = reasons.find((item) => String(item.id) === values.reason_id);
  const message = values.other_message.trim();
  if (!reason) return { reason_id: 'property.report.reason_required' };
  if (isOtherReason(reason) && message === '') {
    return { other_message: messageRequired };
  }
  if (message.length > messageMaxLength) {
    return { other_message: `At most ${messageMaxLength} characters` };
  }
  return {};
}

/** The reasons as radio buttons, with the error once the form was sent. */
export function ReasonField({ reasons }: { reasons: readonly ReportReasonDto[] }) {
  const { t } = useSiteText();
  return (
    <ChoiceGroup
      name="reason_id"
      isMultiple={false}
      legend={t('property.report.reason')}
      choices={reasons.map((reason) => ({
        value: String(reason.id),
        label: <span>{reason.reason}</span>,
      }))}
      classes={{
        group: styles.reasons,
        legend: styles.legend,
        option: styles.reason,
        error: styles.error,
      }}
    />
  );
}
