/** Query keys of the agent pages: the list (`agent-list`) and an agent's page (`agent-properties`). */
export const agentKeys = {
  all: ['agents'] as const,
  list: (query: { search: string; page: number }) =>
    [...agentKeys.all, 'list', query.search, query.page] as const,
  properties: (query: { slug: string; page: number }) =>
    [...agentKeys.all, 'properties', query.slug, query.page] as const,
  /** The newest of an agent's public projects (`agent-properties` with `is_projects=1`). */
  projects: (slug: string) => [...agentKeys.all, 'projects', slug] as const,
};
