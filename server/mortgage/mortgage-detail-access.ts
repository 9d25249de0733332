import type { Database } from '../db/database';
import type { Viewer } from '../http/route';

/**
 * The one place that decides whether a caller sees the mortgage calculator's detailed schedule
 * (the yearly and monthly rows). The rules make it a package access feature ("mortgage
 * calculator detail"); until packages exist the calculator is open to everyone, so this answers
 * yes. The packages work replaces the body with a look-up of the viewer's active packages.
 */
export function canSeeMortgageDetails(_db: Database, _viewer: Viewer | null): Promise<boolean> {
  return Promise.resolve(true);
}
