import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { QueryClient } from '@tanstack/react-query';
import type { AgentListPageProps } from '@/contracts/agent-page-props';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { agentListPageSize } from '@/contracts/requests/agent-requests';
import { getAgentList } from '../agents/get-agent-list';
import type { Database } from '../db/database';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';
import { pageWindow } from '@/contracts/page-window';

type ListContext = Pick<GetServerSidePropsContext, 'res' | 'query'> & LocaleContext;

const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The URL's page number: a whole number from 1 (anything else is page 1). */
export function pageOf(query: ListContext['query']): number {
  const raw = firstValue(query.page);
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

/**
 * `/agents`: agents (server/agents/agent-rule.ts) verified first, 12 a page, optionally those
 * whose name holds `?search=`. A page past the last is the real 404.
 */
export async function loadAgentListPage(
  db: Database,
  context: ListContext,
): Promise<GetServerSidePropsResult<AgentListPageProps>> {
  const search = (firstValue(context.query.search) ?? '').trim().slice(0, 100);
  const page = pageOf(context.query);
  const result = await getAgentList(db, {
    search: search || undefined,
    ...pageWindow(page, agentListPageSize),
  });
  if (page > 1 && result.agents.length === 0) return { notFound: true };
  const queryClient = new QueryClient();
  queryClient.setQueryData(agentKeys.list({ search, page }), result);
  setPublicPageCache(context, { sMaxAge: 60, staleWhileRevalidate: 600 });
  const base = await loadPageBase(db, context, queryClient, 'agentList');
  return { props: { ...base, search, page } };
}

export const getServerSideProps = serverSidePage<AgentListPageProps>(loadAgentListPage);
