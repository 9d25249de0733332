import { agentListSchema, agentPropertiesSchema } from '@/contracts/requests/agent-requests';
import { route } from '../core/route';
import { getAgentList } from './get-agent-list';
import { getAgentProperties } from './get-agent-properties';

/** Agents appear and change as listings are approved: short shared caching. */
const agentCache = { sMaxAge: 60, staleWhileRevalidate: 600 };

export const agentRoutes = [
  route('GET', 'agent-list', {
    auth: 'none',
    query: agentListSchema,
    publicCache: agentCache,
    handle: async ({ db, query }) => {
      const { agents, total } = await getAgentList(db, query);
      return { data: agents, total };
    },
  }),
  // Not marked open in the spec; like get_property, a visitor may call it (the agent pages are
  // public) and a signed-in viewer's cards carry is_favourite.
  route('GET', 'agent-properties', {
    auth: 'optional',
    query: agentPropertiesSchema,
    publicCache: agentCache,
    handle: async ({ db, query, viewer }) => getAgentProperties(db, query, viewer),
  }),
];
