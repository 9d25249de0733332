import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { projects, properties, users } from '../db/schema';
import { isPublicListing } from '../properties/public-listing';
import { isPublicProject } from '../projects/project-read-repository';

/**
 * Who counts as an agent — written here once; the agents list, the agent pages, the sitemap and
 * the home page's agent count all ask these functions.
 *
 * An agent is an active account (not deactivated, not deleted) with at least one public
 * listing or public project: approved by review and not switched off by its owner
 * (isPublicListing, isPublicProject).
 */

/** The user row is an account that can appear in public. */
function isPublicAccount(): SQL {
  return and(eq(users.isActive, true), isNull(users.deletedAt)) as SQL;
}

/** The user's public listings (correlated to the `users` row of the outer query). */
function ownPublicListings(): SQL {
  return sql`from ${properties} where ${qualified(properties.ownerId)} = ${qualified(users.id)} and ${isPublicListing()}`;
}

/** The user's public projects (correlated to the `users` row of the outer query). */
function ownPublicProjects(): SQL {
  return sql`from ${projects} where ${qualified(projects.ownerId)} = ${qualified(users.id)} and ${isPublicProject()}`;
}

/** A condition on `users`: this user is an agent. */
export function isAgent(): SQL {
  return and(
    isPublicAccount(),
    sql`(exists (select 1 ${ownPublicListings()}) or exists (select 1 ${ownPublicProjects()}))`,
  ) as SQL;
}

/** A column on `users`: how many public listings the agent has. */
export function agentPropertyCount(): SQL<number> {
  return sql<number>`(select count(*)::int ${ownPublicListings()})`;
}

/** A column on `users`: how many public projects the agent has. */
export function agentProjectCount(): SQL<number> {
  return sql<number>`(select count(*)::int ${ownPublicProjects()})`;
}

/**
 * An agent is verified when agent verification succeeded (users.verification_status, set by
 * the verification review). The same rule gives the badge on a listing's owner card.
 */
export function isVerifiedAgent(verificationStatus: string): boolean {
  return verificationStatus === 'success';
}

/** A column on `users`: 1 for a verified agent, 0 otherwise (to put verified agents first). */
export function verifiedFirst(): SQL<number> {
  return sql<number>`(case when ${users.verificationStatus} = 'success' then 1 else 0 end)`;
}
