import type { AgentDto } from '@/contracts/dto/agent-dto';
import type { AgentListQuery } from '@/contracts/requests/agent-requests';
import type { Database } from '../db/database';
import { toAgentDto } from './agent-dto';
import { countAgents, listAgentRows } from './agents-repository';

/**
 * `agent-list`: agents (server/agents/agent-rule.ts) whose name contains `search`, verified
 * first, then those with the most listings, then by name; a page and the total.
 */
export async function getAgentList(
  db: Database,
  query: AgentListQuery,
): Promise<{ agents: AgentDto[]; total: number }> {
  const [rows, total] = await Promise.all([
    listAgentRows(db, { search: query.search, limit: query.limit, offset: query.offset }),
    countAgents(db, query.search),
  ]);
  return { agents: rows.map(toAgentDto), total };
}
