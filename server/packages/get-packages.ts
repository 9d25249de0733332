import type { PackagesDto } from '@/contracts/dto/package-dto';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { loadHeldPackages } from './held-packages';
import { packageAvailability } from './package-availability';
import { toActivePackageDto, toPackageDto } from './package-dto';
import { listActivePackages, listPackageFeatures } from './packages-repository';

/**
 * `get-package`: the packages on offer, in the admin's order, with price, duration and features;
 * for a signed-in user also the packages they hold now and what is left of each limit (the free
 * allowance when they hold none), and which offers they cannot take again yet.
 */
export async function getPackages(
  db: Database,
  viewer: Viewer | null,
  now: Date = new Date(),
): Promise<PackagesDto> {
  const offered = await listActivePackages(db);
  const features = await listPackageFeatures(
    db,
    offered.map((row) => row.id),
  );
  const held = viewer ? await loadHeldPackages(db, viewer.userId, now) : [];
  return {
    packages: offered.map((row) =>
      toPackageDto(
        row,
        features.filter((feature) => feature.packageId === row.id),
        viewer ? packageAvailability(held, row) : { isTakeable: true },
      ),
    ),
    active_packages: held.map((entry) => toActivePackageDto(entry, now)),
  };
}
