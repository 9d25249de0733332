import type { AdminPackageDto } from '@/contracts/dto/admin-package-dto';
import { isLimitFeature } from '@/contracts/package-features';
import type { SavePackageInput } from '@/contracts/requests/admin-package-requests';
import { saveAudited } from '../audit/save-audited';
import type { StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { toAdminPackageDto } from './admin-package-dto';
import {
  countHolders,
  findPackageRecord,
  writePackage,
  type PackageRecord,
} from './admin-packages-repository';

/** What the audit log keeps of a package. */
const snapshotOf = (row: PackageRecord) => ({
  name: row.name,
  price: row.price,
  duration_hours: row.durationHours,
  is_active: row.isActive,
  sequence: row.sequence,
  features: row.features,
});

/** "19" and "19.5" are stored as 19.00 and 19.50: the price as the checkout charges it. */
const exactPrice = (price: string): string => Number(price).toFixed(2);

/**
 * `admin/packages` (POST): adds a package (no `id`) or changes one: name, price, duration,
 * order, offered or not, and its features (an access keeps no count). Who holds it keeps the
 * features they were sold (their own copy); a package is taken off sale by `is_active=0`, never
 * deleted, as payments and holders refer to it. One audit row.
 */
export async function savePackage(
  db: Database,
  input: SavePackageInput,
  audit: StaffAudit,
): Promise<{ data: AdminPackageDto; status: number }> {
  const features = input.features.map((item) => ({
    feature: item.feature,
    limit: isLimitFeature(item.feature) ? (item.limit ?? null) : null,
  }));
  const row = await saveAudited(db, input.id, audit, {
    thing: 'The package',
    targetType: 'package',
    find: (tx, id) => findPackageRecord(tx, id, { lock: true }),
    write: (tx, current) =>
      writePackage(
        tx,
        current?.id,
        {
          name: input.name,
          price: exactPrice(input.price),
          durationHours: input.duration_hours,
          isActive: input.is_active === 1,
          sequence: input.sequence,
        },
        features,
      ),
    snapshot: snapshotOf,
  });
  const holders = await countHolders(db, [row.id], new Date());
  return { data: toAdminPackageDto(row, holders.get(row.id) ?? 0), status: input.id ? 200 : 201 };
}
