import { and, eq } from 'drizzle-orm';
import type { AgentPropertiesDto } from '@/contracts/dto/agent-dto';
import type { AgentPropertiesQuery } from '@/contracts/requests/agent-requests';
import type { Database } from '../db/database';
import { projects, properties } from '../db/schema';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { loadPropertyCards } from '../properties/load-property-cards';
import { newestFirst } from '../properties/property-card-repository';
import { toProjectCards } from '../projects/project-cards';
import {
  isPublicProject,
  listProjectRows,
  newestProjectsFirst,
} from '../projects/project-read-repository';
import { toAgentDto } from './agent-dto';
import { findAgentRow } from './agents-repository';

/**
 * `agent-properties`: an agent (by `slug_id`, or the site's admin account with `is_admin=1`) and
 * a page of their public properties, newest first, with the total. With `is_projects=1` the list
 * is their public projects, newest first. Not an agent (no public listing or project,
 * deactivated, unknown): 404.
 */
export async function getAgentProperties(
  db: Database,
  query: AgentPropertiesQuery,
  viewer: Viewer | null,
): Promise<{ data: AgentPropertiesDto; total: number }> {
  const target = query.is_admin === 1 ? { admin: true as const } : { slugId: query.slug_id ?? '' };
  const row = await findAgentRow(db, target);
  if (!row) throw notFound('This agent');
  const agent = toAgentDto(row);
  if (query.is_projects === 1) {
    const rows =
      query.offset < agent.projects_count
        ? await listProjectRows(db, {
            where: and(eq(projects.ownerId, agent.id), isPublicProject()),
            orderBy: newestProjectsFirst(),
            limit: query.limit,
            offset: query.offset,
          })
        : [];
    const cards = await toProjectCards(db, rows, viewer);
    return { data: { agent, properties: [], projects: cards }, total: agent.projects_count };
  }
  const cards =
    query.offset < agent.properties_count
      ? await loadPropertyCards(
          db,
          {
            where: eq(properties.ownerId, agent.id),
            orderBy: newestFirst(),
            limit: query.limit,
            offset: query.offset,
          },
          { viewerId: viewer?.userId ?? null },
        )
      : [];
  return { data: { agent, properties: cards, projects: [] }, total: agent.properties_count };
}
