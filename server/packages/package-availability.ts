import type { HeldPackage } from './held-packages';
import { isUsedUp } from './held-packages';

/**
 * Whether a user may take a package now, from what they hold (DOMAIN-RULES, Packages and
 * limits):
 * - a paid package cannot be bought again while they hold it running with room left;
 * - a free package, once taken, can be taken again only after its period ends, never because
 *   its limits are used up; the allowance of a user without any package (the first free
 *   package's limits) counts as having taken it.
 * `availableAgainAt` is when it can be taken again at the latest; null for the included
 * allowance, whose period starts with the first post.
 */
export type PackageAvailability =
  | { isTakeable: true }
  | { isTakeable: false; reason: 'running' | 'free_taken'; availableAgainAt: Date }
  | { isTakeable: false; reason: 'included'; availableAgainAt: null };

const latestEnd = (entries: readonly HeldPackage[]): Date =>
  new Date(Math.max(...entries.map((entry) => entry.endsAt.getTime())));

export function packageAvailability(
  held: readonly HeldPackage[],
  item: { id: number; price: string },
): PackageAvailability {
  const holding = held.filter((entry) => entry.packageId === item.id);
  if (Number(item.price) === 0) {
    if (holding.some((entry) => entry.isIncluded)) {
      return { isTakeable: false, reason: 'included', availableAgainAt: null };
    }
    return holding.length > 0
      ? { isTakeable: false, reason: 'free_taken', availableAgainAt: latestEnd(holding) }
      : { isTakeable: true };
  }
  const withRoom = holding.filter((entry) => !entry.isIncluded && !isUsedUp(entry));
  return withRoom.length > 0
    ? { isTakeable: false, reason: 'running', availableAgainAt: latestEnd(withRoom) }
    : { isTakeable: true };
}
