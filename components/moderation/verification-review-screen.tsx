import Link from 'next/link';
import { useRouter } from 'next/router';
import { verificationQueuePageSize } from '@/api/agent-verification/get-verification-queue';
import {
  verificationStatuses,
  type VerificationStatus,
} from '@/contracts/agent-verification-rules';
import { ProtectedPage } from '@/components/layout/protected-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useSiteText } from '@/components/layout/use-site-text';
import { Tabs, tabId, tabPanelId } from '@/components/ui/tabs';
import { pageFromQuery } from '@/hooks/use-list-page';
import { paths } from '@/utils/paths';
import styles from './moderation.module.css';
import { VerificationQueue } from './verification-queue';

const idBase = 'verification-review';

function firstValue(value: unknown): string {
  return String((Array.isArray(value) ? value[0] : value) ?? '');
}

/** The tab and page from the URL: pending and page 1 unless a known value is given. */
export function readVerificationQueueQuery(query: Record<string, unknown>) {
  const status = firstValue(query.status);
  return {
    status: ((verificationStatuses as readonly string[]).includes(status)
      ? status
      : 'pending') as VerificationStatus,
    page: pageFromQuery(query.page),
  };
}

/** The URL of a tab's page (pending and page 1 are the defaults, left out). */
export const verificationQueueHref = (status: VerificationStatus, page: number) =>
  paths.adminVerifications({
    status: status === 'pending' ? null : status,
    page: page > 1 ? page : null,
  });

function VerificationReviewContent() {
  const { t } = useSiteText();
  const router = useRouter();
  const { status, page } = readVerificationQueueQuery(router.query);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('verification_review.title')}</h1>
        <p className={styles.intro}>{t('verification_review.intro')}</p>
        <Link href={paths.adminVerificationForm()} prefetch={false}>
          {t('verification_review.edit_form')}
        </Link>
      </header>
      <Tabs
        idBase={idBase}
        label={t('verification_review.tabs_label')}
        items={verificationStatuses.map((value) => ({
          value,
          label: t(`verification_review.tab.${value}`),
        }))}
        value={status}
        onChange={(value) =>
          void router.push(verificationQueueHref(value, 1), undefined, { shallow: true })
        }
      />
      <div
        role="tabpanel"
        id={tabPanelId(idBase)}
        aria-labelledby={tabId(idBase, status)}
        className={styles.panel}
      >
        <VerificationQueue
          hrefFor={(at) => verificationQueueHref(status, at)}
          page={{
            status,
            limit: verificationQueuePageSize,
            offset: (page - 1) * verificationQueuePageSize,
          }}
        />
      </div>
    </div>
  );
}

/** /admin/verifications: the admin reviews agent verifications; others see a 403 panel. */
export function VerificationReviewScreen() {
  const { t } = useSiteText();
  return (
    <ProtectedPage
      title={t('verification_review.title')}
      description={t('verification_review.intro')}
      canonicalPath={paths.adminVerifications()}
    >
      {(user) =>
        user.role === 'admin' ? (
          <VerificationReviewContent />
        ) : (
          <ErrorPanel
            code="403"
            title={t('moderation.forbidden_title')}
            text={t('moderation.forbidden_text')}
            links={[{ label: t('nav.dashboard'), href: paths.dashboard(), primary: true }]}
          />
        )
      }
    </ProtectedPage>
  );
}
