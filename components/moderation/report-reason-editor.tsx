import { useSaveReportReason } from '@/api/admin-content/save-report-reason';
import type { AdminReportReasonDto } from '@/contracts/dto/admin-content-dto';
import { saveReportReasonSchema } from '@/contracts/requests/admin-content-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { EditorForm } from './editor-form';

interface ReasonValues {
  reason: string;
  is_active: boolean;
}

const payloadOf = (values: ReasonValues, reason: AdminReportReasonDto | null) => ({
  ...(reason ? { id: reason.id } : {}),
  reason: values.reason.trim(),
  is_active: values.is_active ? (1 as const) : (0 as const),
});

/** Adds or changes a reason people may give when they report a listing. */
export function ReportReasonEditor({
  reason,
  onDone,
}: {
  reason: AdminReportReasonDto | null;
  onDone: () => void;
}) {
  const { t } = useSiteText();
  const save = useSaveReportReason();
  return (
    <EditorForm<ReasonValues>
      initialValues={{ reason: reason?.reason ?? '', is_active: reason?.is_active ?? true }}
      validate={(values) =>
        validateWithSchema(saveReportReasonSchema, payloadOf(values, reason), 'reason')
      }
      save={(values) => save.mutateAsync(payloadOf(values, reason))}
      savedText={t('admin_catalogue.content_saved')}
      onDone={onDone}
    >
      <TextField name="reason" label={t('admin_catalogue.reason')} />
      <ToggleField name="is_active" label={t('admin_catalogue.is_active')} />
    </EditorForm>
  );
}
