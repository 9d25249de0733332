import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentDto } from '@/contracts/dto/agent-dto';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { agentListPageSize } from '@/contracts/requests/agent-requests';
import { callApi } from '../client';

export interface AgentPage {
  agents: AgentDto[];
  total: number;
}

/** GET `agent-list` (open): agents, verified first, by name search and page. */
export async function fetchAgentList(
  query: { search?: string; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<AgentPage> {
  const answer = await callApi<AgentDto[]>({
    method: 'GET',
    path: 'agent-list',
    query,
    auth: false,
    signal,
  });
  return { agents: answer.data, total: answer.total ?? answer.data.length };
}

export function agentListQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: agentKeys.list({ search, page }),
    queryFn: ({ signal }) =>
      fetchAgentList(
        {
          search: search || undefined,
          limit: agentListPageSize,
          offset: (page - 1) * agentListPageSize,
        },
        signal,
      ),
  });
}

/** A page of the agents list (prefetched by the server). */
export function useAgentList(search: string, page: number) {
  return useQuery(agentListQueryOptions(search, page));
}
