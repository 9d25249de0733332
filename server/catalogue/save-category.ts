import type { AdminCategoryDto } from '@/contracts/dto/admin-catalogue-dto';
import type { SaveCategoryInput } from '@/contracts/requests/admin-catalogue-requests';
import { notFound, validationFailed } from '../core/app-error';
import type { UploadedFile } from '../core/route';
import type { Database } from '../db/database';
import { databaseErrorOf, runInTransaction } from '../db/transactions';
import { bumpSiteVersion } from '../pages/site-version';
import type { PictureSaveContext } from '../storage/staff-picture-write';
import { toAdminCategoryDto } from './admin-catalogue-dto';
import {
  countListingsInCategory,
  existingParameterIds,
  findCategoryRow,
  freeCategorySlug,
  insertCategory,
  replaceCategoryParameters,
  selectCategoryParameterIds,
  slugTaken,
  updateCategory,
} from './admin-catalogue-repository';
import { saveWithIcon } from './catalogue-icon';
import { listParametersOfCategories } from './catalogue-repository';

/** What the audit log keeps of a category. */
async function snapshotOf(db: Database, id: number) {
  const row = await findCategoryRow(db, id);
  if (!row) return null;
  return {
    category: row.name,
    slug_id: row.slugId,
    image: row.image,
    is_active: row.isActive,
    sequence: row.sequence,
    parameter_ids: await selectCategoryParameterIds(db, id),
  };
}

const slugInUse = () => validationFailed({ slug_id: 'validation.admin_catalogue.slug_taken' });

/**
 * `admin/categories` (POST): adds a category (no `id`) or changes one: name, slug, icon,
 * active flag, order and its parameters in order. One audit row (before / after) is written in
 * the transaction of the change; a new icon is published only once the row points to it.
 */
export async function saveCategory(
  db: Database,
  input: SaveCategoryInput,
  icon: UploadedFile | undefined,
  context: PictureSaveContext,
): Promise<{ data: AdminCategoryDto; status: number }> {
  const existing = await existingParameterIds(db, input.parameter_ids);
  if (input.parameter_ids.some((id) => !existing.includes(id))) {
    throw validationFailed({ parameter_ids: 'validation.admin_catalogue.parameter_from_list' });
  }
  const wantedSlug = input.slug_id?.trim() || undefined;
  if (wantedSlug && (await slugTaken(db, wantedSlug, input.id))) throw slugInUse();
  let savedId: number;
  try {
    savedId = await saveWithIcon(context.storage, icon, 'categories', (image) =>
      runInTransaction(db, async (tx) => {
        const current = input.id ? await findCategoryRow(tx, input.id, { lock: true }) : null;
        if (input.id && !current) throw notFound('The category');
        const before = current ? await snapshotOf(tx, current.id) : null;
        const columns = {
          name: input.category,
          isActive: input.is_active === 1,
          sequence: input.sequence,
          ...(image ? { image } : {}),
        };
        const row = current
          ? await updateCategory(tx, current.id, {
              ...columns,
              ...(wantedSlug ? { slugId: wantedSlug } : {}),
            })
          : await insertCategory(tx, {
              ...columns,
              slugId: wantedSlug ?? (await freeCategorySlug(tx, input.category)),
            });
        if (!row) throw notFound('The category');
        await replaceCategoryParameters(tx, row.id, input.parameter_ids);
        await context.audit.record(tx, {
          targetType: 'category',
          targetId: row.id,
          before,
          after: await snapshotOf(tx, row.id),
        });
        return { result: row.id, replaced: image ? (current?.image ?? null) : null };
      }),
    );
  } catch (error) {
    if (databaseErrorOf(error)?.code === '23505') throw slugInUse();
    throw error;
  }
  // Listing pages name their category and parameters: each regenerates on its next visit.
  await bumpSiteVersion();
  return { data: await readAdminCategory(db, savedId), status: input.id ? 200 : 201 };
}

async function readAdminCategory(db: Database, id: number): Promise<AdminCategoryDto> {
  const row = await findCategoryRow(db, id);
  if (!row) throw notFound('The category');
  const [propertiesCount, parameterRows] = await Promise.all([
    countListingsInCategory(db, id),
    listParametersOfCategories(db, [id]),
  ]);
  return toAdminCategoryDto({ ...row, propertiesCount }, parameterRows);
}
