import { describe, expect, it } from 'vitest';
import { notifyPackagesEnding } from '@/server/packages/notify-packages-ending';
import { setUpListingTestKit } from '../../support/listing-test-kit';
import { noticesOf } from '../../support/notifications-kit';
import { buyPackage, insertPackage } from '../../support/package-test-kit';

const kit = setUpListingTestKit();

describe('notifyPackagesEnding', () => {
  it('tells each holder once, three days before the end, and nobody earlier', async () => {
    const soon = await insertPackage(kit.db, { name: 'Two days', durationHours: 48, features: {} });
    const later = await insertPackage(kit.db, {
      name: 'A month',
      durationHours: 720,
      features: {},
    });
    const holder = await kit.lister();
    const other = await kit.lister();
    await buyPackage(kit.db, holder.id, soon.id);
    await buyPackage(kit.db, other.id, later.id);
    const endingNow = (await noticesOf(kit, holder)).filter((n) => n.type === 'package_ending');
    expect(endingNow).toEqual([]);
    await notifyPackagesEnding(kit.db);
    await notifyPackagesEnding(kit.db);
    const told = (await noticesOf(kit, holder)).filter((n) => n.type === 'package_ending');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ params: { package: 'Two days' }, link: '/subscription-plan' });
    expect((await noticesOf(kit, other)).some((n) => n.type === 'package_ending')).toBe(false);
  });
});
