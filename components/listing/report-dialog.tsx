import { Form, Formik } from 'formik';
import { useState } from 'react';
import { notify } from '@/utils/notify';
import { isApiError } from '@/api/api-error';
import { isOtherReason, useReportReasons } from '@/api/properties/get-report-reasons';
import { useReportListing } from '@/api/properties/report-listing';
import { useReportProject } from '@/api/projects/report-project';
import { useSiteText } from '@/components/layout/use-site-text';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { Modal } from '@/components/ui/modal';
import { apiErrorText } from '@/components/ui/api-error-text';
import styles from '@/components/listing/listing-dialog-form.module.css';
import {
  messageMaxLength,
  ReasonField,
  validateReport,
  type ReportValues,
} from './report-reason-field';

/** The kinds of listing a user can report: a property (add_reports), a project. */
export type ReportedListingKind = 'property' | 'project';

/**
 * The text group of each kind's own sentences (title, thanks, …, under `<group>.report`); the
 * rest are shared. Named without the key, as listing-location's textGroup is, so a page carries
 * only its own kind's group.
 */
const kindTextGroup = { property: 'property', project: 'project_detail' } as const;

export interface ReportDialogProps {
  kind: ReportedListingKind;
  listingId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** Report a listing: a reason (radios), a message ("Other" needs one); sent once per user. */
export function ReportDialog({ kind, listingId, isOpen, onClose }: ReportDialogProps) {
  const { t } = useSiteText();
  const { data: reasons, isError } = useReportReasons({ enabled: isOpen });
  const reportProperty = useReportListing();
  const reportProject = useReportProject();
  const texts = `${kindTextGroup[kind]}.report`;
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  const close = () => {
    setNotice(null);
    onClose();
  };

  const submit = async (values: ReportValues) => {
    setNotice(null);
    try {
      const report = { reason_id: Number(values.reason_id), other_message: values.other_message };
      await (kind === 'project'
        ? reportProject.mutateAsync({ ...report, project_id: listingId })
        : reportProperty.mutateAsync({ ...report, property_id: listingId }));
      void notify('success', t(`${texts}.sent`), { toastId: `report-sent-${kind}-${listingId}` });
      close();
    } catch (error) {
      setNotice(
        isApiError(error) && error.status === 409
          ? { tone: 'info', text: t(`${texts}.already_reported`) }
          : { tone: 'error', text: apiErrorText(error, t) },
      );
    }
  };

  return (
    <Modal isOpen={isOpen} title={t(`${texts}.title`)} onClose={close}>
      {!reasons ? (
        <p role={isError ? 'alert' : 'status'}>
          {isError ? t('property.report.reasons_failed') : t('common.loading')}
        </p>
      ) : (
        <Formik<ReportValues>
          initialValues={{ reason_id: '', other_message: '' }}
          validate={(values) => validateReport(values, reasons, `${texts}.message_required`)}
          onSubmit={submit}
        >
          {({ values, isSubmitting }) => {
            const chosen = reasons.find((reason) => String(reason.id) === values.reason_id);
            const needsMessage = chosen ? isOtherReason(chosen) : false;
            return (
              <Form className={styles.form} noValidate>
                <FocusFirstError />
                {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
                <ReasonField reasons={reasons} />
                <TextField
                  name="other_message"
                  multiline
                  rows={3}
                  maxLength={messageMaxLength}
                  label={t('property.report.message')}
                  labelNote={
                    needsMessage ? t('property.report.required') : t('property.report.optional')
                  }
                />
                <DialogFormButtons
                  className={styles.buttons}
                  submitLabel={t('property.report.submit')}
                  isBusy={isSubmitting}
                  onCancel={close}
                />
              </Form>
            );
          }}
        </Formik>
      )}
    </Modal>
  );
}
