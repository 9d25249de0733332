import type { ApiSuccess } from '@/contracts/api-envelope';
import type { AgentDto } from '@/contracts/dto/agent-dto';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { agentListPageSize } from '@/contracts/requests/agent-requests';
import { defineQuery } from '../define-query';
import { pageWindow } from '../list-page';

export interface AgentPage {
  agents: AgentDto[];
  total: number;
}

/** GET `agent-list` (open): agents, verified first, by name search and page. */
export const agentListQuery = defineQuery('agent-list', {
  auth: false,
  key: (search: string, page: number) => agentKeys.list({ search, page }),
  query: (search, page) => ({
    search: search || undefined,
    ...pageWindow(page, agentListPageSize),
  }),
  answer: ({ data, total }: ApiSuccess<AgentDto[]>): AgentPage => ({
    agents: data,
    total: total ?? data.length,
  }),
});

/** A page of the agents list (prefetched by the server). */
export const useAgentList = agentListQuery.use;
