import type { FacilityDto } from '@/contracts/dto/facility-dto';
import type { SaveFacilityInput } from '@/contracts/requests/admin-content-requests';
import { notFound } from '../core/app-error';
import type { UploadedFile } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { bumpSiteVersion } from '../pages/site-version';
import type { PictureSaveContext } from '../storage/staff-picture-write';
import { toFacilityDto } from './catalogue-dto';
import { saveWithIcon } from './catalogue-icon';
import { findFacilityRow, writeFacility } from './admin-catalogue-repository';

/**
 * `admin/facilities` (POST): adds a facility (no `id`) or renames one, with a new icon when a
 * multipart `image` is sent. Listings refer to facilities, so none is deleted here. One audit
 * row; the icon is published once the row points to it.
 */
export async function saveFacility(
  db: Database,
  input: SaveFacilityInput,
  icon: UploadedFile | undefined,
  context: PictureSaveContext,
): Promise<{ data: FacilityDto; status: number }> {
  const row = await saveWithIcon(context.storage, icon, 'facilities', (image) =>
    runInTransaction(db, async (tx) => {
      const current = input.id ? await findFacilityRow(tx, input.id, { lock: true }) : null;
      if (input.id && !current) throw notFound('The facility');
      const values = { name: input.name, ...(image ? { image } : {}) };
      const row = await writeFacility(tx, current?.id, values);
      if (!row) throw notFound('The facility');
      const snapshot = (item: typeof row) => ({ name: item.name, image: item.image });
      await context.audit.record(tx, {
        targetType: 'facility',
        targetId: row.id,
        before: current ? snapshot(current) : null,
        after: snapshot(row),
      });
      return { result: row, replaced: image ? (current?.image ?? null) : null };
    }),
  );
  // Listing pages list their nearby facilities: each regenerates on its next visit.
  await bumpSiteVersion();
  return { data: toFacilityDto(row), status: input.id ? 200 : 201 };
}
