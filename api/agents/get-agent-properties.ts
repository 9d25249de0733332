import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentPropertiesDto } from '@/contracts/dto/agent-dto';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { agentPropertiesPageSize } from '@/contracts/requests/agent-requests';
import { callApi } from '../client';

export interface AgentPropertiesPage extends AgentPropertiesDto {
  total: number;
}

/** GET `agent-properties`: an agent and a page of their public properties. */
export async function fetchAgentProperties(
  query: { slug_id: string; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<AgentPropertiesPage> {
  const answer = await callApi<AgentPropertiesDto>({
    method: 'GET',
    path: 'agent-properties',
    query,
    signal,
  });
  return { ...answer.data, total: answer.total ?? answer.data.properties.length };
}

export function agentPropertiesQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: agentKeys.properties({ slug, page }),
    queryFn: ({ signal }) =>
      fetchAgentProperties(
        {
          slug_id: slug,
          limit: agentPropertiesPageSize,
          offset: (page - 1) * agentPropertiesPageSize,
        },
        signal,
      ),
  });
}

/** An agent's page: the agent and a page of their properties (prefetched by the server). */
export function useAgentProperties(slug: string, page: number) {
  return useQuery(agentPropertiesQueryOptions(slug, page));
}
