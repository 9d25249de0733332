import { eq, inArray } from 'drizzle-orm';
import type { ListingRevisionChangeDto } from '@/contracts/dto/listing-revision-dto';
import type { UpdateListingInput } from '@/contracts/requests/listing-requests';
import type { Database } from '../db/database';
import { facilities, parameters, propertyFacilities, propertyParameters } from '../db/schema';
import { valueText } from '../listings/revision-changes';

/** One named value per id: live and as the edit sends it. */
function namedValueChanges(
  field: string,
  live: readonly { id: number; name: string; value: string }[],
  sent: ReadonlyMap<number, string>,
  names: ReadonlyMap<number, string>,
): ListingRevisionChangeDto[] {
  const before = new Map(live.map((row) => [row.id, row.value]));
  const ids = [...new Set([...before.keys(), ...sent.keys()])].sort((a, b) => a - b);
  return ids.flatMap((id): ListingRevisionChangeDto[] => {
    const from = before.get(id) ?? null;
    const to = sent.get(id) ?? null;
    if (valueText(from) === valueText(to)) return [];
    const name = names.get(id) ?? String(id);
    const shown = (value: string | null) => (value === null ? null : `${name}: ${value}`);
    return [{ kind: 'value', field, from: shown(from), to: shown(to) }];
  });
}

/**
 * What an edit does to a property's parameter values and nearby facilities (distances in km),
 * one row per changed one, named as the catalogue names it; only the lists the edit sends.
 */
export async function propertyRowChanges(
  db: Database,
  propertyId: number,
  input: Pick<UpdateListingInput, 'parameters' | 'facilities'>,
): Promise<ListingRevisionChangeDto[]> {
  const rows: ListingRevisionChangeDto[] = [];
  if (input.parameters) {
    const live = await db
      .select({ id: parameters.id, name: parameters.name, value: propertyParameters.value })
      .from(propertyParameters)
      .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
      .where(eq(propertyParameters.propertyId, propertyId));
    const sent = new Map(input.parameters.map((item) => [item.parameter_id, item.value]));
    const names = await catalogueNames(db, parameters, [...sent.keys()]);
    rows.push(
      ...namedValueChanges(
        'parameters',
        live,
        sent,
        new Map([...names, ...live.map((row) => [row.id, row.name] as const)]),
      ),
    );
  }
  if (input.facilities) {
    const live = await db
      .select({ id: facilities.id, name: facilities.name, value: propertyFacilities.distance })
      .from(propertyFacilities)
      .innerJoin(facilities, eq(facilities.id, propertyFacilities.facilityId))
      .where(eq(propertyFacilities.propertyId, propertyId));
    const sent = new Map(
      input.facilities.map((item) => [item.facility_id, item.distance.toFixed(2)]),
    );
    const names = await catalogueNames(db, facilities, [...sent.keys()]);
    const km = (value: string) => `${valueText(value)} km`;
    rows.push(
      ...namedValueChanges(
        'facilities',
        live.map((row) => ({ ...row, value: km(row.value) })),
        new Map([...sent].map(([id, value]) => [id, km(value)])),
        new Map([...names, ...live.map((row) => [row.id, row.name] as const)]),
      ),
    );
  }
  return rows;
}

/** The names of catalogue entries (parameters, facilities) by id. */
async function catalogueNames(
  db: Database,
  table: typeof parameters | typeof facilities,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
