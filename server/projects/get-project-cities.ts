import type { Database } from '../db/database';
import { listPublicProjectCities } from './project-places-repository';

/** The project list's city choices: the cities where public projects are. */
export async function getProjectCities(db: Database): Promise<string[]> {
  return listPublicProjectCities(db);
}
