import { useSaveFaq } from '@/api/admin-content/save-faq';
import type { AdminFaqDto } from '@/contracts/dto/admin-content-dto';
import { saveFaqSchema } from '@/contracts/requests/admin-content-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { EditorForm } from './editor-form';

interface FaqValues {
  question: string;
  answer: string;
  sequence: string;
  is_active: boolean;
}

const payloadOf = (values: FaqValues, faq: AdminFaqDto | null) => ({
  ...(faq ? { id: faq.id } : {}),
  question: values.question.trim(),
  answer: values.answer.trim(),
  sequence: values.sequence.trim() === '' ? 0 : Number(values.sequence),
  is_active: values.is_active ? (1 as const) : (0 as const),
});

/** Adds or changes a question of the FAQ page: its answer, place and whether it shows. */
export function FaqEditor({ faq, onDone }: { faq: AdminFaqDto | null; onDone: () => void }) {
  const { t } = useSiteText();
  const save = useSaveFaq();
  return (
    <EditorForm<FaqValues>
      initialValues={{
        question: faq?.question ?? '',
        answer: faq?.answer ?? '',
        sequence: String(faq?.sequence ?? 0),
        is_active: faq?.is_active ?? true,
      }}
      validate={(values) => validateWithSchema(saveFaqSchema, payloadOf(values, faq), 'question')}
      save={(values) => save.mutateAsync(payloadOf(values, faq))}
      savedText={t('admin_catalogue.content_saved')}
      onDone={onDone}
    >
      <TextField name="question" label={t('admin_catalogue.question')} />
      <TextField name="answer" label={t('admin_catalogue.answer')} multiline rows={6} />
      <TextField name="sequence" label={t('admin_catalogue.sequence')} inputMode="numeric" />
      <ToggleField name="is_active" label={t('admin_catalogue.is_active')} />
    </EditorForm>
  );
}
