import type { Database } from '../db/database';
import { isDemoMode } from '../settings/is-demo-mode';
import { AppError } from '../core/app-error';
import type { RouteDefinition } from '../core/route';

/** The spec's message (§8 "not allowed in demo mode"); locales hold it as errors.demo_mode. */
export const demoModeRefusal = (): AppError =>
  new AppError('demo_mode', 'This action is not allowed in demo mode.');

/**
 * Refuses a call that would change the showcase (its route says `demoGuard: true`) while the
 * demo mode is on; everything else goes through.
 */
export async function enforceDemoGuard(db: Database, definition: RouteDefinition): Promise<void> {
  if (definition.demoGuard && (await isDemoMode(db))) throw demoModeRefusal();
}
