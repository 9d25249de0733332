import type { ApiSuccess } from '@/contracts/api-envelope';
import type { AgentPropertiesDto } from '@/contracts/dto/agent-dto';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { agentPropertiesPageSize } from '@/contracts/requests/agent-requests';
import { defineQuery } from '../define-query';
import { pageWindow } from '../list-page';

export interface AgentPropertiesPage extends AgentPropertiesDto {
  total: number;
}

/** GET `agent-properties`: an agent and a page of their public properties. */
export const agentPropertiesQuery = defineQuery('agent-properties', {
  key: (slug: string, page: number) => agentKeys.properties({ slug, page }),
  query: (slug, page) => ({ slug_id: slug, ...pageWindow(page, agentPropertiesPageSize) }),
  answer: ({ data, total }: ApiSuccess<AgentPropertiesDto>): AgentPropertiesPage => ({
    ...data,
    total: total ?? data.properties.length,
  }),
});

/** An agent's page: the agent and a page of their properties (prefetched by the server). */
export const useAgentProperties = agentPropertiesQuery.use;
