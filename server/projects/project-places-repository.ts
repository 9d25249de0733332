import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import { isPublicProject } from './project-read-repository';

/** The cities that have public projects, one spelling each, in alphabetical order. */
export async function listPublicProjectCities(db: Database): Promise<string[]> {
  const rows = await db
    .select({ city: sql<string>`min(${projects.city})` })
    .from(projects)
    .where(isPublicProject())
    .groupBy(sql`lower(${projects.city})`)
    .orderBy(sql`lower(${projects.city})`);
  return rows.map((row) => row.city);
}
