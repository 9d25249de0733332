import Link from 'next/link';
import { useState } from 'react';
import { useVerificationFormAdmin } from '@/api/agent-verification/get-verification-form-admin';
import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { Modal } from '@/components/ui/modal';
import { adminPaths } from '@/utils/admin-paths';
import { EditableList, EditableRow } from './editable-list';
import { VerificationFieldEditor } from './verification-field-editor';

/** Which editor is open: none, a new field, or one of the fields. */
type Editing = { field: VerificationFormFieldAdminDto | null } | null;

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
  const [editing, setEditing] = useState<Editing>(null);
  const nextRank = Math.max(0, ...(form.data ?? []).map((field) => field.rank)) + 1;
  return (
    <>
      <EditableList
        addText={t('verification_form.add')}
        onAdd={() => setEditing({ field: null })}
        aside={
          <Link href={adminPaths.verifications()} prefetch={false}>
            {t('verification_form.to_review')}
          </Link>
        }
        result={form}
        failedText={t('verification_form.load_failed')}
      >
        {(field) => <FieldRow key={field.id} field={field} onEdit={() => setEditing({ field })} />}
      </EditableList>
      <Modal
        isOpen={editing !== null}
        title={
          editing?.field
            ? t('verification_form.edit_title', { name: editing.field.name })
            : t('verification_form.add')
        }
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <VerificationFieldEditor
            key={editing.field?.id ?? 'new'}
            field={editing.field}
            nextRank={nextRank}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
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
