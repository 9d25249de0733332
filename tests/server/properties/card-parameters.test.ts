import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { loadPropertyCards } from '@/server/properties/load-property-cards';
import { properties } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import {
  insertCategory,
  insertParameter,
  insertProperty,
  insertUser,
  setPropertyParameter,
} from '../../support/factories';
import { setUpTestDatabase } from '../../support/test-database';

let cards: PropertyCardDto[];

const handle = setUpTestDatabase();

beforeAll(async () => {
  const db = handle.db;
  const owner = await insertUser(db);
  const houses = await insertCategory(db, { name: 'House', slugId: 'house' });
  const flats = await insertCategory(db, { name: 'Flat', slugId: 'flat' });
  const link = (sequence: number) => [{ categoryId: houses.id, sequence }];
  const area = await insertParameter(db, { name: 'Area' }, link(2));
  const bedrooms = await insertParameter(db, { name: 'Bedrooms' }, link(0));
  const floorPlan = await insertParameter(db, { name: 'Floor plan', kind: 'file' }, link(-1));
  const heating = await insertParameter(
    db,
    { name: 'Heating', kind: 'dropdown', choices: ['Gas', 'Heat pump'] },
    link(1),
  );
  const garden = await insertParameter(db, { name: 'Garden', kind: 'text' }, link(3));
  // Asked of flats only: a house has no place in the order for it, so it comes last.
  const lift = await insertParameter(db, { name: 'Lift' }, [{ categoryId: flats.id }]);

  const full = await insertProperty(db, owner, houses, { slugId: 'full' });
  for (const [parameter, value] of [
    [area, '140'],
    [bedrooms, '3'],
    [floorPlan, 'plans/full.pdf'],
    [heating, 'Heat pump'],
    [garden, 'South facing'],
    [lift, '1'],
  ] as const) {
    await setPropertyParameter(db, full.id, parameter.id, value);
  }
  const sparse = await insertProperty(db, owner, houses, { slugId: 'sparse' });
  await setPropertyParameter(db, sparse.id, lift.id, '0');
  await setPropertyParameter(db, sparse.id, floorPlan.id, 'plans/sparse.pdf');
  await insertProperty(db, owner, houses, { slugId: 'bare' });

  cards = await loadPropertyCards(db, {
    where: eq(properties.ownerId, owner.id),
    limit: 10,
  });
});

const namesOf = (slug: string) =>
  cards.find((card) => card.slug_id === slug)?.parameters.map((parameter) => parameter.name);

describe('the parameters a card shows', () => {
  it("are the listing's first three in its category's order, files left out", () => {
    expect(namesOf('full')).toEqual(['Bedrooms', 'Heating', 'Area']);
    const heating = cards
      .find((card) => card.slug_id === 'full')
      ?.parameters.find((parameter) => parameter.name === 'Heating');
    expect(heating).toMatchObject({ value: 'Heat pump', type_values: ['Gas', 'Heat pump'] });
  });

  it("come after the category's own when the category does not ask for them", () => {
    expect(namesOf('sparse')).toEqual(['Lift']);
  });

  it('are an empty list for a listing without any', () => {
    expect(namesOf('bare')).toEqual([]);
  });
});
