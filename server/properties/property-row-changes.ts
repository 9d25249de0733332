import { eq, inArray } from 'drizzle-orm';
import type { ListingRevisionChangeDto } from '@/contracts/dto/listing-revision-dto';
import type { UpdateListingInput } from '@/contracts/requests/listing-requests';
import type { Database } from '../db/database';
import { facilities, parameters, propertyFacilities, propertyParameters } from '../db/schema';
import { valueText } from '../listings/revision-changes';

/** A list of named values: the catalogue entry's id, its name, and the value. */
interface NamedValue {
  id: number;
  name: string;
  value: string;
}

/** One row per entry whose value the edit changes, added or removes: "Bedrooms: 2" → "3". */
async function namedValueChanges(
  db: Database,
  change: {
    field: string;
    catalogue: typeof parameters | typeof facilities;
    live: readonly NamedValue[];
    sent: ReadonlyMap<number, string>;
  },
): Promise<ListingRevisionChangeDto[]> {
  const { live, sent } = change;
  const names = new Map([
    ...(await catalogueNames(db, change.catalogue, [...sent.keys()])),
    ...live.map((row) => [row.id, row.name] as const),
  ]);
  const before = new Map(live.map((row) => [row.id, row.value]));
  const ids = [...new Set([...before.keys(), ...sent.keys()])].sort((a, b) => a - b);
  return ids.flatMap((id): ListingRevisionChangeDto[] => {
    const from = before.get(id) ?? null;
    const to = sent.get(id) ?? null;
    if (valueText(from) === valueText(to)) return [];
    const name = names.get(id) ?? String(id);
    const shown = (value: string | null) => (value === null ? null : `${name}: ${value}`);
    return [{ kind: 'value', field: change.field, from: shown(from), to: shown(to) }];
  });
}

const km = (distance: string | number): string => `${valueText(distance)} km`;

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
    rows.push(
      ...(await namedValueChanges(db, { field: 'parameters', catalogue: parameters, live, sent })),
    );
  }
  if (input.facilities) {
    const live = await db
      .select({ id: facilities.id, name: facilities.name, distance: propertyFacilities.distance })
      .from(propertyFacilities)
      .innerJoin(facilities, eq(facilities.id, propertyFacilities.facilityId))
      .where(eq(propertyFacilities.propertyId, propertyId));
    rows.push(
      ...(await namedValueChanges(db, {
        field: 'facilities',
        catalogue: facilities,
        live: live.map((row) => ({ ...row, value: km(row.distance) })),
        sent: new Map(input.facilities.map((item) => [item.facility_id, km(item.distance)])),
      })),
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
