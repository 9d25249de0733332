import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { QueryClient } from '@tanstack/react-query';
import type { AgentDetailPageProps } from '@/contracts/agent-page-props';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { agentPropertiesPageSize } from '@/contracts/requests/agent-requests';
import { isValidSlug } from '@/utils/slug';
import { getAgentProperties } from '../agents/get-agent-properties';
import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { pageOf } from './agent-list-page';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';
import { pageWindow } from '@/contracts/page-window';

type DetailContext = Pick<GetServerSidePropsContext, 'res' | 'query' | 'params'> & LocaleContext;

/**
 * `/agents/{slug}`: the agent's public profile, a page of their public properties (12 a
 * page, `?page=`) and, on the first page, their newest public projects. Someone who is no agent, or a page past the last, is the real 404. Rendered
 * per request for anonymous visitors and kept briefly by shared caches.
 */
export async function loadAgentDetailPage(
  db: Database,
  context: DetailContext,
): Promise<GetServerSidePropsResult<AgentDetailPageProps>> {
  const slug = typeof context.params?.slug === 'string' ? context.params.slug : '';
  if (!isValidSlug(slug)) return { notFound: true };
  const page = pageOf(context.query);
  let result: Awaited<ReturnType<typeof getAgentProperties>>;
  try {
    result = await getAgentProperties(
      db,
      { slug_id: slug, ...pageWindow(page, agentPropertiesPageSize) },
      null,
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { notFound: true };
    throw error;
  }
  if (page > 1 && result.data.properties.length === 0) return { notFound: true };
  const queryClient = new QueryClient();
  queryClient.setQueryData(agentKeys.properties({ slug, page }), {
    ...result.data,
    total: result.total,
  });
  if (page === 1 && result.data.agent.projects_count > 0) {
    const projects = await getAgentProperties(
      db,
      { slug_id: slug, is_projects: 1, ...pageWindow(1, agentPropertiesPageSize) },
      null,
    );
    queryClient.setQueryData(agentKeys.projects(slug), {
      ...projects.data,
      total: projects.total,
    });
  }
  setPublicPageCache(context, { sMaxAge: 60, staleWhileRevalidate: 600 });
  const base = await loadPageBase(db, context, queryClient, 'agentDetail');
  return { props: { ...base, slug, page } };
}

export const getServerSideProps = serverSidePage<AgentDetailPageProps>(loadAgentDetailPage);
