import type { PageBaseProps } from './page-base-props';

/**
 * `/agents` (`?search=<name>&page=<n>`): the page's agents are prefetched under
 * `agentKeys.list({ search, page })` as `{ agents, total }`.
 */
export interface AgentListPageProps extends PageBaseProps {
  search: string;
  page: number;
}

/**
 * `/agents/{slug}` (`?page=<n>` for their properties): the agent and the page's properties are
 * prefetched under `agentKeys.properties({ slug, page })`.
 */
export interface AgentDetailPageProps extends PageBaseProps {
  slug: string;
  page: number;
}
