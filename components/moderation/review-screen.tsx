import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { ConsoleFilters, useAddressFilters } from '@/components/layout/console-filters';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { moderationRoles } from '@/contracts/staff-roles';
import { useSiteText } from '@/components/layout/use-site-text';
import { Tabs, tabId, tabPanelId } from '@/components/ui/tabs';
import { listPage, pageFromQuery } from '@/hooks/use-list-page';
import type { QueryParams } from '@/utils/paths';
import styles from './moderation.module.css';
import type { ReviewKind } from './review-kind';
import { ReviewQueue } from './review-queue';

/** An admin review page: its texts, its URL, its tabs and the queue they show. */
export interface ReviewScreenKind<Item extends { id: number }, Status extends string> {
  queue: ReviewKind<Item, Status>;
  /** The tabs that show a queue of their own (the changes under review), instead of `queue`. */
  tabQueues?: Partial<Record<Status, ReviewKind<Item, Status>>>;
  /** The tabs, the first one the default. */
  statuses: readonly [Status, ...Status[]];
  pageSize: number;
  pathOf: (query?: QueryParams) => string;
  /** The tab list's id prefix. */
  idBase: string;
  texts: {
    title: string;
    intro: string;
    tabsLabel: string;
    tab: (status: Status) => string;
    /** The search box's label (what it searches: titles, names or emails). */
    search: string;
  };
  /** Shown under the intro (a link to a related admin page). */
  headerExtra?: ReactNode;
  /** Shown under the tabs (the advertisements waiting too). */
  footer?: ReactNode;
}

/** The tab and page from the URL: the first tab and page 1 unless a known value is given. */
export function readQueueQuery<Status extends string>(
  query: Record<string, unknown>,
  statuses: readonly [Status, ...Status[]],
): { status: Status; page: number } {
  const raw = Array.isArray(query.status) ? query.status[0] : query.status;
  const status = statuses.find((known) => known === raw) ?? statuses[0];
  return { status, page: pageFromQuery(query.page) };
}

/** The review pages' one filter, kept in the address (`?search=`). */
const searchFilter = ['search'] as const;

/** The search of a review page (and the advertisements under it), from the address. */
export function useQueueSearch(): string {
  return useAddressFilters(searchFilter).search;
}

/**
 * The URL of a tab's page under a search (the first tab, page 1 and no search are the defaults,
 * left out).
 */
export function queueHref<Status extends string>(
  screen: Pick<ReviewScreenKind<{ id: number }, Status>, 'pathOf' | 'statuses'>,
  status: Status,
  page: number,
  search = '',
): string {
  return screen.pathOf({
    status: status === screen.statuses[0] ? null : status,
    page: page > 1 ? page : null,
    search: search || null,
  });
}

function ReviewContent<Item extends { id: number }, Status extends string>({
  screen,
}: {
  screen: ReviewScreenKind<Item, Status>;
}) {
  const { t } = useSiteText();
  const router = useRouter();
  const { status, page } = readQueueQuery(router.query, screen.statuses);
  const search = useQueueSearch();
  const { limit, offset } = listPage(page, screen.pageSize);
  const tabQueue = screen.tabQueues?.[status];
  const searchLabel = t(screen.texts.search);
  return (
    <>
      <ConsoleFilters
        fields={[{ name: 'search', label: searchLabel, type: 'search', maxLength: 120 }]}
        values={{ search }}
        pathFor={(values) => queueHref(screen, status, 1, values.search)}
        label={searchLabel}
      />
      <Tabs
        idBase={screen.idBase}
        label={t(screen.texts.tabsLabel)}
        items={screen.statuses.map((value) => ({ value, label: t(screen.texts.tab(value)) }))}
        value={status}
        onChange={(value) =>
          void router.push(queueHref(screen, value, 1, search), undefined, { shallow: true })
        }
      />
      <div
        role="tabpanel"
        id={tabPanelId(screen.idBase)}
        aria-labelledby={tabId(screen.idBase, status)}
        className={styles.panel}
      >
        <ReviewQueue
          // A tab with its own queue is another list, with its own decisions.
          key={tabQueue ? status : 'queue'}
          kind={tabQueue ?? screen.queue}
          page={{ status, limit, offset, search }}
          hrefFor={(at) => queueHref(screen, status, at, search)}
        />
      </div>
      {screen.footer}
    </>
  );
}

/** One admin review page of any kind: tabs by review status over its queue; others see 403. */
export function ReviewScreen<Item extends { id: number }, Status extends string>({
  screen,
}: {
  screen: ReviewScreenKind<Item, Status>;
}) {
  const { t } = useSiteText();
  return (
    <ConsoleScreen
      roles={moderationRoles}
      title={t(screen.texts.title)}
      description={t(screen.texts.intro)}
      canonicalPath={screen.pathOf()}
      headerExtra={screen.headerExtra}
    >
      <ReviewContent screen={screen} />
    </ConsoleScreen>
  );
}
