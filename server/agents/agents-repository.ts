import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { containsText } from '../db/text-search';
import { agentProjectCount, agentPropertyCount, isAgent, verifiedFirst } from './agent-rule';

/** The public columns of an agent (never email, mobile or street address). */
const agentColumns = {
  id: users.id,
  name: users.name,
  slugId: users.slugId,
  profileImage: users.profileImage,
  aboutMe: users.aboutMe,
  city: users.city,
  country: users.country,
  verificationStatus: users.verificationStatus,
  facebookId: users.facebookId,
  twiiterId: users.twiiterId,
  instagramId: users.instagramId,
  youtubeId: users.youtubeId,
  createdAt: users.createdAt,
  propertyCount: agentPropertyCount(),
  projectCount: agentProjectCount(),
};

function matching(search: string | undefined): SQL {
  const term = search?.trim();
  return (term ? and(isAgent(), containsText(users.name, term)) : isAgent()) as SQL;
}

/** A page of agents: verified first, then the most listings, the most projects, then by name. */
export async function listAgentRows(
  db: Database,
  query: { search?: string; limit: number; offset: number },
) {
  return db
    .select(agentColumns)
    .from(users)
    .where(matching(query.search))
    .orderBy(
      desc(verifiedFirst()),
      desc(agentPropertyCount()),
      desc(agentProjectCount()),
      asc(users.name),
      asc(users.id),
    )
    .limit(query.limit)
    .offset(query.offset);
}

/** How many agents match the search (all agents without one: the home page's count). */
export async function countAgents(db: Database, search?: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(matching(search));
  return Number(row?.total ?? 0);
}

/** The agent with this slug, or the site's admin account; null when they are no agent. */
export async function findAgentRow(db: Database, target: { slugId: string } | { admin: true }) {
  const whose = 'slugId' in target ? eq(users.slugId, target.slugId) : eq(users.role, 'admin');
  const [row] = await db
    .select(agentColumns)
    .from(users)
    .where(and(whose, isAgent()))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

/** Slugs of every agent, for the sitemap, in a stable order. */
export function listAgentSlugs(db: Database, window: { offset: number; limit: number }) {
  return db
    .select({ slugId: users.slugId, updatedAt: users.updatedAt })
    .from(users)
    .where(isAgent())
    .orderBy(asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
}
