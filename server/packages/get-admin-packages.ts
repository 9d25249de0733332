import type { AdminPackageDto } from '@/contracts/dto/admin-package-dto';
import type { Database } from '../db/database';
import { toAdminPackageDto } from './admin-package-dto';
import { countHolders, listAllPackages } from './admin-packages-repository';
import { listPackageFeatures } from './packages-repository';

/** `admin/packages` (GET): every package, offered or not, with its features and holders. */
export async function getAdminPackages(
  db: Database,
  now: Date = new Date(),
): Promise<AdminPackageDto[]> {
  const rows = await listAllPackages(db);
  const ids = rows.map((row) => row.id);
  const features = await listPackageFeatures(db, ids);
  const holders = await countHolders(db, ids, now);
  return rows.map((row) =>
    toAdminPackageDto(
      { ...row, features: features.filter((item) => item.packageId === row.id) },
      holders.get(row.id) ?? 0,
    ),
  );
}
