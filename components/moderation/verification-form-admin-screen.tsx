import Link from 'next/link';
import { useState } from 'react';
import { useVerificationFormAdmin } from '@/api/agent-verification/get-verification-form-admin';
import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { adminPaths } from '@/utils/admin-paths';
import { EditableList, EditableRow, EditorDialog, type EditingEntry } from './editable-list';
import { VerificationFieldEditor } from './verification-field-editor';

function FieldRow({ field, onEdit }: { field: VerificationFormFieldAdminDto; onEdit: () => void }) {
  const { t } = useSiteText();
  return (
    <EditableRow
      heading="h2"
      name={field.name}
      onEdit={onEdit}
      lines={[
        [
          t(`verification_form.type.${field.field_type}`),
          t(field.is_required ? 'verification_form.required' : 'verification_form.optional'),
          t(field.is_active ? 'verification_form.active' : 'verification_form.inactive'),
          t('verification_form.rank_value', { rank: field.rank }),
        ].join(' · '),
        field.options.length > 0 ? <bdi>{field.options.join(', ')}</bdi> : null,
      ]}
    />
  );
}

function VerificationFormAdminContent() {
  const { t } = useSiteText();
  const form = useVerificationFormAdmin();
  const [editing, setEditing] = useState<EditingEntry<VerificationFormFieldAdminDto>>(null);
  const nextRank = Math.max(0, ...(form.data ?? []).map((field) => field.rank)) + 1;
  return (
    <>
      <EditableList
        addText={t('verification_form.add')}
        onAdd={() => setEditing({ entry: null })}
        aside={
          <Link href={adminPaths.verifications()} prefetch={false}>
            {t('verification_form.to_review')}
          </Link>
        }
        result={form}
        failedText={t('verification_form.load_failed')}
      >
        {(field) => (
          <FieldRow key={field.id} field={field} onEdit={() => setEditing({ entry: field })} />
        )}
      </EditableList>
      <EditorDialog
        editing={editing}
        editTitle={(field) => t('verification_form.edit_title', { name: field.name })}
        addTitle={t('verification_form.add')}
        onClose={() => setEditing(null)}
      >
        {(field) => (
          <VerificationFieldEditor
            field={field}
            nextRank={nextRank}
            onDone={() => setEditing(null)}
          />
        )}
      </EditorDialog>
    </>
  );
}

/** /admin/verification-form: the admin defines the agent verification form. */
export function VerificationFormAdminScreen() {
  const { t } = useSiteText();
  return (
    <ConsoleScreen
      title={t('verification_form.title')}
      description={t('verification_form.intro')}
      canonicalPath={adminPaths.verificationForm()}
    >
      <VerificationFormAdminContent />
    </ConsoleScreen>
  );
}
