import { forgetAggregates } from '../cache/aggregate-cache';
import { getLogger } from '../core/logger';
import type { Database } from '../db/database';
import { notePageServicesOf } from '../settings/note-page-services';
import { forgetSiteSettings } from '../settings/site-settings';
import { liveBus, type LiveBus } from './live-bus';

/**
 * Tells every instance that staff changed what the site shows (a category, a setting, a
 * review decision, a deactivation): each drops its cached aggregates and settings, so the next
 * page and answer on any instance shows the change. The instance that made the change has
 * dropped its own already (the API pipeline); a failure to tell the others is logged, and
 * they catch up within PUBLIC_AGGREGATE_CACHE_SECONDS.
 */
export async function announceSiteChange(bus: LiveBus = liveBus()): Promise<void> {
  try {
    await bus.publish({ kind: 'site-changed' });
  } catch (error) {
    getLogger().warn({ err: error }, 'could not tell the other instances of a site change');
  }
}

/**
 * Drops this instance's cached aggregates and settings whenever any instance announces a
 * change, and notes again which services the page policy allows (a Maps key saved in the
 * console).
 */
export function followSiteChanges(db: Database, bus: LiveBus = liveBus()): () => void {
  return bus.subscribeSite(() => {
    forgetAggregates(db);
    forgetSiteSettings(db);
    notePageServicesOf(db).catch((error: unknown) => {
      getLogger().warn({ err: error }, 'could not read the services the settings turn on');
    });
  });
}
