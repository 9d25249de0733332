import { useState } from 'react';
import { useAdminFaqs } from '@/api/admin-content/get-admin-faqs';
import { useAdminReportReasons } from '@/api/admin-content/get-admin-report-reasons';
import { useAdminSiteTexts } from '@/api/admin-content/get-admin-site-texts';
import type { AdminFaqDto, AdminReportReasonDto } from '@/contracts/dto/admin-content-dto';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { Loaded } from '@/components/ui/load-status';
import { Modal } from '@/components/ui/modal';
import { adminPaths } from '@/utils/admin-paths';
import { EditableList, EditableRow } from './editable-list';
import { FaqEditor } from './faq-editor';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './moderation.module.css';
import { ReportReasonEditor } from './report-reason-editor';
import { SiteTextForm } from './site-text-form';

type Editing =
  | { kind: 'faq'; faq: AdminFaqDto | null }
  | { kind: 'reason'; reason: AdminReportReasonDto | null }
  | null;

function SiteContent() {
  const { t } = useSiteText();
  const faqs = useAdminFaqs();
  const reasons = useAdminReportReasons();
  const texts = useAdminSiteTexts();
  const [editing, setEditing] = useState<Editing>(null);
  const activeText = (active: boolean) =>
    t(active ? 'admin_catalogue.active' : 'admin_catalogue.inactive');
  const failedText = t('admin_catalogue.load_failed');
  return (
    <>
      <EditableList
        heading={{ id: 'admin-faqs-heading', text: t('admin_catalogue.faqs') }}
        addText={t('admin_catalogue.add_faq')}
        onAdd={() => setEditing({ kind: 'faq', faq: null })}
        result={faqs}
        failedText={failedText}
      >
        {(faq) => (
          <EditableRow
            key={faq.id}
            name={faq.question}
            lines={[
              `${activeText(faq.is_active)} · ${t('admin_catalogue.sequence_value', { sequence: faq.sequence })}`,
            ]}
            onEdit={() => setEditing({ kind: 'faq', faq })}
          />
        )}
      </EditableList>
      <EditableList
        heading={{ id: 'admin-reasons-heading', text: t('admin_catalogue.report_reasons') }}
        addText={t('admin_catalogue.add_reason')}
        onAdd={() => setEditing({ kind: 'reason', reason: null })}
        result={reasons}
        failedText={failedText}
      >
        {(reason) => (
          <EditableRow
            key={reason.id}
            name={reason.reason}
            lines={[activeText(reason.is_active)]}
            onEdit={() => setEditing({ kind: 'reason', reason })}
          />
        )}
      </EditableList>
      <section aria-labelledby="admin-site-texts-heading" className={styles.editableList}>
        <h2 id="admin-site-texts-heading" className={consoleStyles.sectionTitle}>
          {t('admin_catalogue.site_texts')}
        </h2>
        <Loaded result={texts} failedText={failedText} className={consoleStyles.status}>
          {(siteTexts) =>
            siteTexts.map((siteText) => <SiteTextForm key={siteText.kind} siteText={siteText} />)
          }
        </Loaded>
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
          <ReportReasonEditor
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
