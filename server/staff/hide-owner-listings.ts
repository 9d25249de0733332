import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { listingKinds } from '../listing-kinds';
import { noteListingPageChanged } from '../listings/note-listing-pages';

/**
 * A deactivated owner's listings leave the site: each active one is switched off and marked
 * `hidden_with_owner`; reactivation switches exactly those back on. Their public pages are
 * regenerated after the request. Returns how many listings changed.
 */
export async function setOwnerListingsHidden(
  db: Database,
  ownerId: number,
  hidden: boolean,
): Promise<number> {
  let changed = 0;
  for (const kind of listingKinds) {
    const { table } = kind;
    const rows = await db
      .update(table)
      .set(
        hidden
          ? { isActive: false, hiddenWithOwner: true }
          : { isActive: true, hiddenWithOwner: false },
      )
      .where(
        and(
          eq(table.ownerId, ownerId),
          hidden ? eq(table.isActive, true) : eq(table.hiddenWithOwner, true),
        ),
      )
      .returning({ slug: table.slugId });
    for (const row of rows) noteListingPageChanged(kind, row.slug);
    changed += rows.length;
  }
  return changed;
}
