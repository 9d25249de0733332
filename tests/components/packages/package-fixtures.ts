import type { ActivePackageDto, PackageDto, PackagesDto } from '@/contracts/dto/package-dto';
import { fixture } from '../../support/fixture';

export const aPackage = fixture<PackageDto>(() => ({
  id: 1,
  name: 'Free Starter',
  price: '0.00',
  is_free: true,
  duration_hours: 720,
  is_active: false,
  available_again_at: null,
  features: [{ type: 'property_list', kind: 'limit', limit: 3 }],
}));

export const aHeldPackage = fixture<ActivePackageDto>(() => ({
  id: null,
  package_id: 1,
  name: 'Free Starter',
  source: 'free',
  starts_at: '2026-11-01T10:00:00.000Z',
  ends_at: '2026-12-01T10:00:00.000Z',
  is_included: true,
  ends_soon: false,
  features: [{ type: 'property_list', kind: 'limit', limit: 3, used: 1, remaining: 2 }],
}));

/**
 * What get-package answers a user without packages: the free allowance included (so the first
 * free package counts as taken), a second free package they can activate, a paid one.
 */
export const somePackages = fixture<PackagesDto>(() => ({
  packages: [
    aPackage({ is_active: true }),
    aPackage({ id: 3, name: 'Open House Week', duration_hours: 168 }),
    aPackage({
      id: 2,
      name: 'Professional',
      price: '49.00',
      is_free: false,
      duration_hours: 2160,
      features: [
        { type: 'property_list', kind: 'limit', limit: 60 },
        { type: 'project_feature', kind: 'limit', limit: null },
        { type: 'mortgage_calculator_detail', kind: 'access', limit: null },
      ],
    }),
  ],
  active_packages: [aHeldPackage()],
}));
