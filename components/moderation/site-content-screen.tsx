import { Form, Formik } from 'formik';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useAdminFaqs } from '@/api/admin-content/get-admin-faqs';
import { useAdminReportReasons } from '@/api/admin-content/get-admin-report-reasons';
import { useAdminSiteTexts } from '@/api/admin-content/get-admin-site-texts';
import { useSaveFaq } from '@/api/admin-content/save-faq';
import { useSaveReportReason } from '@/api/admin-content/save-report-reason';
import { useSaveSiteText } from '@/api/admin-content/save-site-text';
import type {
  AdminFaqDto,
  AdminReportReasonDto,
  AdminSiteTextDto,
} from '@/contracts/dto/admin-content-dto';
import { saveFaqSchema, saveReportReasonSchema } from '@/contracts/requests/admin-content-requests';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadStatus } from '@/components/ui/load-status';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { notify } from '@/utils/notify';
import { adminPaths } from '@/utils/admin-paths';
import styles from './moderation.module.css';

type Translate = ReturnType<typeof useSiteText>['t'];

/** Sends a save; field errors go back to the form, anything else above its buttons. */
async function submitting(
  send: () => Promise<unknown>,
  setErrors: (errors: Record<string, string>) => void,
  setFormError: (text: string | null) => void,
  t: Translate,
): Promise<boolean> {
  setFormError(null);
  try {
    await send();
    void notify('success', t('admin_catalogue.content_saved'));
    return true;
  } catch (error) {
    if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
    else setFormError(apiErrorText(error, t));
    return false;
  }
}

function EditorButtons({ isBusy, onCancel }: { isBusy: boolean; onCancel: () => void }) {
  const { t } = useSiteText();
  return (
    <div className={styles.dialogButtons}>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <Button type="submit" isBusy={isBusy}>
        {t('common.save')}
      </Button>
    </div>
  );
}

function FaqEditor({ faq, onDone }: { faq: AdminFaqDto | null; onDone: () => void }) {
  const { t } = useSiteText();
  const save = useSaveFaq();
  const [formError, setFormError] = useState<string | null>(null);
  const payloadOf = (values: {
    question: string;
    answer: string;
    sequence: string;
    is_active: boolean;
  }) => ({
    ...(faq ? { id: faq.id } : {}),
    question: values.question.trim(),
    answer: values.answer.trim(),
    sequence: values.sequence.trim() === '' ? 0 : Number(values.sequence),
    is_active: values.is_active ? (1 as const) : (0 as const),
  });
  return (
    <Formik
      initialValues={{
        question: faq?.question ?? '',
        answer: faq?.answer ?? '',
        sequence: String(faq?.sequence ?? 0),
        is_active: faq?.is_active ?? true,
      }}
      validate={(values) => validateWithSchema(saveFaqSchema, payloadOf(values), 'question')}
      onSubmit={async (values, helpers) => {
        const sent = () => save.mutateAsync(payloadOf(values));
        if (await submitting(sent, helpers.setErrors, setFormError, t)) onDone();
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.rejectForm} noValidate>
          <TextField name="question" label={t('admin_catalogue.question')} />
          <TextField name="answer" label={t('admin_catalogue.answer')} multiline rows={6} />
          <TextField name="sequence" label={t('admin_catalogue.sequence')} inputMode="numeric" />
          <ToggleField name="is_active" label={t('admin_catalogue.is_active')} />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <EditorButtons isBusy={isSubmitting} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}

function ReasonEditor({
  reason,
  onDone,
}: {
  reason: AdminReportReasonDto | null;
  onDone: () => void;
}) {
  const { t } = useSiteText();
  const save = useSaveReportReason();
  const [formError, setFormError] = useState<string | null>(null);
  const payloadOf = (values: { reason: string; is_active: boolean }) => ({
    ...(reason ? { id: reason.id } : {}),
    reason: values.reason.trim(),
    is_active: values.is_active ? (1 as const) : (0 as const),
  });
  return (
    <Formik
      initialValues={{ reason: reason?.reason ?? '', is_active: reason?.is_active ?? true }}
      validate={(values) => validateWithSchema(saveReportReasonSchema, payloadOf(values), 'reason')}
      onSubmit={async (values, helpers) => {
        const sent = () => save.mutateAsync(payloadOf(values));
        if (await submitting(sent, helpers.setErrors, setFormError, t)) onDone();
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.rejectForm} noValidate>
          <TextField name="reason" label={t('admin_catalogue.reason')} />
          <ToggleField name="is_active" label={t('admin_catalogue.is_active')} />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <EditorButtons isBusy={isSubmitting} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}

/** One site text: its stored text in a large field and a save button. */
function SiteTextForm({ siteText }: { siteText: AdminSiteTextDto }) {
  const { t } = useSiteText();
  const save = useSaveSiteText();
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ text: siteText.text }}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        const sent = () => save.mutateAsync({ kind: siteText.kind, text: values.text });
        await submitting(sent, helpers.setErrors, setFormError, t);
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.rejectForm} noValidate>
          <TextField
            name="text"
            label={t(`admin_catalogue.site_text.${siteText.kind}`)}
            hint={t('admin_catalogue.site_text_hint')}
            multiline
            rows={8}
          />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <div className={styles.dialogButtons}>
            <Button type="submit" isBusy={isSubmitting}>
              {t('common.save')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

type Editing =
  | { kind: 'faq'; faq: AdminFaqDto | null }
  | { kind: 'reason'; reason: AdminReportReasonDto | null }
  | null;

function ContentRow(props: { title: string; facts: string; onEdit: () => void }) {
  const { t } = useSiteText();
  return (
    <li className={styles.submission}>
      <div className={styles.main}>
        <h3 className={styles.rowTitle}>
          <bdi>{props.title}</bdi>
        </h3>
        <p className={styles.muted}>{props.facts}</p>
      </div>
      <div className={styles.decisions}>
        <Button
          variant="secondary"
          onClick={props.onEdit}
          aria-label={t('admin_catalogue.edit_label', { name: props.title })}
        >
          {t('admin_catalogue.edit')}
        </Button>
      </div>
    </li>
  );
}

function SiteContent() {
  const { t } = useSiteText();
  const faqs = useAdminFaqs();
  const reasons = useAdminReportReasons();
  const texts = useAdminSiteTexts();
  const [editing, setEditing] = useState<Editing>(null);
  const status = (query: { isError: boolean; refetch: () => unknown }) => (
    <LoadStatus
      isError={query.isError}
      failedText={t('admin_catalogue.load_failed')}
      onRetry={query.refetch}
      className={styles.status}
    />
  );
  const activeText = (active: boolean) =>
    t(active ? 'admin_catalogue.active' : 'admin_catalogue.inactive');
  return (
    <>
      <section aria-labelledby="admin-faqs-heading">
        <h2 id="admin-faqs-heading" className={styles.title}>
          {t('admin_catalogue.faqs')}
        </h2>
        <Button onClick={() => setEditing({ kind: 'faq', faq: null })}>
          {t('admin_catalogue.add_faq')}
        </Button>
        {faqs.data ? (
          <ul className={styles.list}>
            {faqs.data.map((faq) => (
              <ContentRow
                key={faq.id}
                title={faq.question}
                facts={`${activeText(faq.is_active)} · ${t('admin_catalogue.sequence_value', { sequence: faq.sequence })}`}
                onEdit={() => setEditing({ kind: 'faq', faq })}
              />
            ))}
          </ul>
        ) : (
          status(faqs)
        )}
      </section>
      <section aria-labelledby="admin-reasons-heading">
        <h2 id="admin-reasons-heading" className={styles.title}>
          {t('admin_catalogue.report_reasons')}
        </h2>
        <Button onClick={() => setEditing({ kind: 'reason', reason: null })}>
          {t('admin_catalogue.add_reason')}
        </Button>
        {reasons.data ? (
          <ul className={styles.list}>
            {reasons.data.map((reason) => (
              <ContentRow
                key={reason.id}
                title={reason.reason}
                facts={activeText(reason.is_active)}
                onEdit={() => setEditing({ kind: 'reason', reason })}
              />
            ))}
          </ul>
        ) : (
          status(reasons)
        )}
      </section>
      <section aria-labelledby="admin-site-texts-heading">
        <h2 id="admin-site-texts-heading" className={styles.title}>
          {t('admin_catalogue.site_texts')}
        </h2>
        {texts.data
          ? texts.data.map((siteText) => <SiteTextForm key={siteText.kind} siteText={siteText} />)
          : status(texts)}
      </section>
      <Modal
        isOpen={editing !== null}
        title={
          editing?.kind === 'faq'
            ? t(editing.faq ? 'admin_catalogue.edit' : 'admin_catalogue.add_faq')
            : t(editing?.reason ? 'admin_catalogue.edit' : 'admin_catalogue.add_reason')
        }
        onClose={() => setEditing(null)}
      >
        {editing?.kind === 'faq' ? (
          <FaqEditor
            key={editing.faq?.id ?? 'new'}
            faq={editing.faq}
            onDone={() => setEditing(null)}
          />
        ) : null}
        {editing?.kind === 'reason' ? (
          <ReasonEditor
            key={editing.reason?.id ?? 'new'}
            reason={editing.reason}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </>
  );
}

/** /admin/site-content: the FAQs, the reasons to report a listing, the about/privacy/terms texts. */
export function SiteContentScreen() {
  const { t } = useSiteText();
  return (
    <ConsoleScreen
      title={t('admin_catalogue.content_title')}
      description={t('admin_catalogue.content_intro')}
      canonicalPath={adminPaths.siteContent()}
      roles={['administrator']}
    >
      <SiteContent />
    </ConsoleScreen>
  );
}
