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

/** GET `agent-properties` with `is_projects=1`: the newest page of an agent's public projects. */
export const agentProjectsQuery = defineQuery('agent-properties', {
  key: (slug: string, _hasProjects: boolean) => agentKeys.projects(slug),
  query: (slug) => ({ slug_id: slug, is_projects: 1, ...pageWindow(1, agentPropertiesPageSize) }),
  answer: ({ data, total }: ApiSuccess<AgentPropertiesDto>): AgentPropertiesPage => ({
    ...data,
    total: total ?? data.projects.length,
  }),
  // Asked only for an agent who has public projects.
  enabled: (_slug, hasProjects) => hasProjects,
});

/** An agent's newest projects, shown on the first page of their profile (prefetched). */
export const useAgentProjects = agentProjectsQuery.use;
