import type { Database } from '../db/database';
import { getEnv } from '../env';
import { loadSiteSettings } from './site-settings';

/** The demo-mode switch: the admin's setting or DEMO_MODE in the environment. */
export async function isDemoMode(db: Database): Promise<boolean> {
  return getEnv().demoMode || (await loadSiteSettings(db)).demoMode;
}
