import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { hasPackageAccess } from '../packages/has-package-access';

/**
 * The one place that decides whether a caller sees the mortgage calculator's detailed schedule
 * (the yearly and monthly rows): the "mortgage calculator detail" access of one of the viewer's
 * running packages (see hasPackageAccess for the admin and a site without packages).
 */
export function canSeeMortgageDetails(db: Database, viewer: Viewer | null): Promise<boolean> {
  return hasPackageAccess(db, viewer, 'mortgage_calculator_detail');
}
