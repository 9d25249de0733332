import type { AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import type { SaveParameterInput } from '@/contracts/requests/admin-catalogue-requests';
import { validationFailed } from '../core/app-error';
import type { StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { saveAudited } from '../audit/save-audited';
import { bumpSiteVersion } from '../pages/site-version';
import { toAdminParameterDto } from './admin-catalogue-dto';
import {
  countCategoriesAsking,
  findParameterRow,
  parameterHasValues,
  writeParameter,
  type ParameterColumns,
} from './admin-catalogue-repository';

type ParameterRecord = NonNullable<Awaited<ReturnType<typeof findParameterRow>>>;

/** What the audit log keeps of a parameter. */
const snapshotOf = (row: ParameterRecord) => ({
  name: row.name,
  type_of_parameter: row.kind,
  type_values: row.choices,
  is_required: row.isRequired,
});

/**
 * `admin/parameters` (POST): adds a parameter (no `id`) or changes one: name, type, choices,
 * required. A parameter listings already hold values of keeps its type (their values would no
 * longer fit). A parameter made required is asked of every listing posted or edited in a
 * category that has it (server/listings/check-listing-references.ts). One audit row.
 */
export async function saveParameter(
  db: Database,
  input: SaveParameterInput,
  audit: StaffAudit,
): Promise<{ data: AdminParameterDto; status: number }> {
  const columns: ParameterColumns = {
    name: input.name,
    kind: input.type_of_parameter,
    choices: input.type_values,
    isRequired: input.is_required === 1,
  };
  const row = await saveAudited(db, input.id, audit, {
    thing: 'The parameter',
    targetType: 'parameter',
    find: (tx, id) => findParameterRow(tx, id, { lock: true }),
    check: async (tx, current) => {
      if (current && current.kind !== columns.kind && (await parameterHasValues(tx, current.id))) {
        throw validationFailed({ type_of_parameter: 'validation.admin_catalogue.type_in_use' });
      }
    },
    write: (tx, current) => writeParameter(tx, current?.id, columns),
    snapshot: snapshotOf,
  });
  const categoriesCount = await countCategoriesAsking(db, row.id);
  // Listing pages name their category and parameters: each regenerates on its next visit.
  await bumpSiteVersion();
  return { data: toAdminParameterDto({ ...row, categoriesCount }), status: input.id ? 200 : 201 };
}
