import { useRouter } from 'next/router';
import { useState } from 'react';
import { adminReportsPageSize, useAdminReports } from '@/api/admin-reports/get-admin-reports';
import { useResolveReport } from '@/api/admin-reports/resolve-report';
import {
  reportQueueStates,
  reportTargetKinds,
  type ReportQueueState,
  type ReportTargetDto,
  type ReportTargetKind,
} from '@/contracts/dto/admin-report-dto';
import { accountHoldsRole, moderationRoles } from '@/contracts/staff-roles';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { RejectDialog, type RejectTextKeys } from './reject-dialog';
import { apiErrorText } from '@/components/ui/api-error-text';
import { PagedList } from '@/components/ui/paged-list';
import { Tabs, tabId, tabPanelId } from '@/components/ui/tabs';
import { listPage, pageFromQuery } from '@/hooks/use-list-page';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { notify } from '@/utils/notify';
import { adminPaths } from '@/utils/admin-paths';
import { ReportTargetCard, targetTitle, type ReportCardAction } from './report-target-card';
import { ReportedConversationDialog } from './reported-conversation-dialog';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './reports.module.css';

type KindTab = ReportTargetKind | 'all';
const kindTabs: readonly KindTab[] = ['all', ...reportTargetKinds];

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value) as unknown;

/** The filters and page of the URL (all kinds, open, page 1 unless given). */
export function readReportsQuery(query: Record<string, unknown>) {
  const kind = kindTabs.find((known) => known === first(query.kind)) ?? 'all';
  const status = reportQueueStates.find((known) => known === first(query.status)) ?? 'open';
  return { kind, status, page: pageFromQuery(query.page) };
}

function reportsHref(kind: KindTab, status: ReportQueueState, page: number): string {
  return adminPaths.reports({
    kind: kind === 'all' ? null : kind,
    status: status === 'open' ? null : status,
    page: page > 1 ? page : null,
  });
}

const dialogTexts: Record<'remove_listing' | 'warn', RejectTextKeys> = {
  remove_listing: {
    title: 'admin_reports.remove_title',
    reasonLabel: 'admin_reports.remove_reason_label',
    submit: 'admin_reports.remove_submit',
  },
  warn: {
    title: 'admin_reports.warn_title',
    reasonLabel: 'admin_reports.warn_reason_label',
    submit: 'admin_reports.warn_submit',
  },
};

interface Pending {
  target: ReportTargetDto;
  action: 'remove_listing' | 'warn';
}

function ReportsContent() {
  const { t, tCount } = useSiteText();
  const router = useRouter();
  const user = useAppSelector(selectSessionUser);
  const canAct = accountHoldsRole(user?.role, [...moderationRoles]);
  const { kind, status, page } = readReportsQuery(router.query);
  const { limit, offset } = listPage(page, adminReportsPageSize);
  const result = useAdminReports({ kind: kind === 'all' ? null : kind, status, limit, offset });
  const resolve = useResolveReport();
  const [pending, setPending] = useState<Pending | null>(null);
  const [conversation, setConversation] = useState<number | null>(null);
  const go = (next: { kind?: KindTab; status?: ReportQueueState }) =>
    void router.push(reportsHref(next.kind ?? kind, next.status ?? status, 1), undefined, {
      shallow: true,
    });

  const act = (
    target: ReportTargetDto,
    action: 'dismiss' | 'remove_listing' | 'warn',
    reason?: string,
  ) =>
    resolve.mutate(
      { kind: target.kind, targetId: target.target_id, action, reason },
      {
        onSuccess: () => {
          setPending(null);
          void notify('success', t(`admin_reports.done.${action}`));
        },
        onError: (error) => void notify('error', apiErrorText(error, t)),
      },
    );
  const onAction = (target: ReportTargetDto, action: ReportCardAction) => {
    if (action === 'conversation') setConversation(target.conversation_report_id);
    else if (action === 'dismiss') act(target, 'dismiss');
    else setPending({ target, action });
  };

  return (
    <>
      <div className={styles.filters}>
        <Tabs
          idBase="report-status"
          label={t('admin_reports.status_label')}
          items={reportQueueStates.map((value) => ({
            value,
            label: t(`admin_reports.status.${value}`),
          }))}
          value={status}
          onChange={(value) => go({ status: value })}
        />
        <Tabs
          idBase="report-kind"
          label={t('admin_reports.kind_label')}
          items={kindTabs.map((value) => ({ value, label: t(`admin_reports.tab.${value}`) }))}
          value={kind}
          onChange={(value) => go({ kind: value })}
        />
      </div>
      <div
        role="tabpanel"
        id={tabPanelId('report-kind')}
        aria-labelledby={tabId('report-kind', kind)}
        className={styles.panel}
      >
        <PagedList
          result={result}
          failedText={t('admin_reports.load_failed')}
          pageSize={limit}
          empty={<p className={consoleStyles.status}>{t(`admin_reports.empty.${status}`)}</p>}
          pages={{
            page,
            hrefFor: (at) => reportsHref(kind, status, at),
            label: t('admin_reports.pagination_label'),
          }}
          countText={(reports) => tCount('admin_reports.target_count', reports.total)}
          countClassName={consoleStyles.count}
        >
          {(reports) => (
            <ul className={consoleStyles.list}>
              {reports.data.map((target) => (
                <ReportTargetCard
                  key={`${target.kind}-${target.target_id}`}
                  target={target}
                  canAct={canAct}
                  isOpen={status === 'open'}
                  isBusy={
                    resolve.isPending &&
                    resolve.variables?.kind === target.kind &&
                    resolve.variables.targetId === target.target_id
                  }
                  onAction={(action) => onAction(target, action)}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      <RejectDialog
        key={
          pending
            ? `${pending.action}-${pending.target.kind}-${pending.target.target_id}`
            : 'closed'
        }
        title={pending ? targetTitle(pending.target, t) : null}
        isBusy={resolve.isPending}
        textKeys={dialogTexts[pending?.action ?? 'warn']}
        onReject={(reason) => pending && act(pending.target, pending.action, reason)}
        onCancel={() => setPending(null)}
      />
      <ReportedConversationDialog reportId={conversation} onClose={() => setConversation(null)} />
    </>
  );
}

/**
 * /admin/reports: the reported listings, messages and people, grouped by target with their
 * reasons and counts; moderators dismiss, remove a listing or warn (with a reason the person
 * reads); support reads only. Others see the 403 panel.
 */
export function ReportsScreen() {
  const { t } = useSiteText();
  return (
    <ConsoleScreen
      roles={['administrator', 'moderator', 'support']}
      title={t('admin_reports.title')}
      description={t('admin_reports.intro')}
      canonicalPath={adminPaths.reports()}
    >
      <ReportsContent />
    </ConsoleScreen>
  );
}
