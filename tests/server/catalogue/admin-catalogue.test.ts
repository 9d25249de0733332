import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCategoryDto, AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { staffAuditLog } from '@/server/db/schema';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { photo, setUpListingTestKit, type Lister } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

const auditRows = () => kit.db.select().from(staffAuditLog).orderBy(asc(staffAuditLog.id));

async function saveParameter(admin: Lister, json: Record<string, unknown>) {
  return kit.call<AdminParameterDto>('POST', 'admin/parameters', { token: admin.token, json });
}

async function saveCategory(admin: Lister, json: Record<string, unknown>) {
  return kit.call<AdminCategoryDto>('POST', 'admin/categories', { token: admin.token, json });
}

describe('admin/parameters', () => {
  it('adds and changes a parameter, one audit row each with before and after', async () => {
    const admin = await kit.admin();
    const before = (await auditRows()).length;
    const created = await saveParameter(admin, {
      name: 'Heating',
      type_of_parameter: 'dropdown',
      type_values: ['Gas', 'Electric'],
      is_required: 1,
    });
    expect(created.status).toBe(201);
    const parameter = dataOf(created);
    expect(parameter).toMatchObject({
      name: 'Heating',
      type_of_parameter: 'dropdown',
      type_values: ['Gas', 'Electric'],
      is_required: true,
      categories_count: 0,
    });
    let rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'admin/parameters',
      targetType: 'parameter',
      targetId: String(parameter.id),
      before: null,
      after: { name: 'Heating', type_values: ['Gas', 'Electric'], is_required: true },
    });

    const changed = await saveParameter(admin, {
      id: parameter.id,
      name: 'Heating type',
      type_of_parameter: 'radiobutton',
      type_values: ['Gas', 'Electric', 'Heat pump'],
      is_required: 0,
    });
    expect(changed.status).toBe(200);
    rows = await auditRows();
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)).toMatchObject({
      targetId: String(parameter.id),
      before: { name: 'Heating', type_of_parameter: 'dropdown', is_required: true },
      after: { name: 'Heating type', type_of_parameter: 'radiobutton', is_required: false },
    });

    const listed = dataOf(
      await kit.call<AdminParameterDto[]>('GET', 'admin/parameters', {
        token: admin.token,
        query: { search: 'heating' },
      }),
    );
    expect(listed.map((item) => item.name)).toEqual(['Heating type']);
  });

  it('refuses choices a type does not take, a required file, and records nothing', async () => {
    const admin = await kit.admin();
    const before = (await auditRows()).length;
    const fewChoices = failureOf(
      await saveParameter(admin, {
        name: 'View',
        type_of_parameter: 'dropdown',
        type_values: ['Sea'],
      }),
    );
    expect(fewChoices.code).toBe('validation_failed');
    expect(fewChoices.errors?.type_values).toBe(
      'Dropdown, radio button and checkbox parameters need at least two choices',
    );
    const noChoices = failureOf(
      await saveParameter(admin, {
        name: 'Area',
        type_of_parameter: 'number',
        type_values: ['1', '2'],
      }),
    );
    expect(noChoices.errors?.type_values).toBeDefined();
    const requiredFile = failureOf(
      await saveParameter(admin, { name: 'Plan', type_of_parameter: 'file', is_required: 1 }),
    );
    expect(requiredFile.errors?.is_required).toBe('A file parameter cannot be required');
    const noName = failureOf(await saveParameter(admin, { name: ' ', type_of_parameter: 'text' }));
    expect(noName.errors?.name).toBe('Enter a name');
    expect(await auditRows()).toHaveLength(before);
  });

  it('is for administrators only: a moderator gets 403 and nothing changes', async () => {
    const moderator = await kit.lister({ role: 'moderator' });
    const before = (await auditRows()).length;
    const response = await saveParameter(moderator, { name: 'Pool', type_of_parameter: 'text' });
    expect(response.status).toBe(403);
    const list = await kit.call('GET', 'admin/categories', { token: moderator.token });
    expect(list.status).toBe(403);
    expect(await auditRows()).toHaveLength(before);
  });
});

describe('admin/categories', () => {
  it('adds a category with a required dropdown that post_property then asks for', async () => {
    const admin = await kit.admin();
    const furnishing = dataOf(
      await saveParameter(admin, {
        name: 'Furnishing',
        type_of_parameter: 'dropdown',
        type_values: ['Furnished', 'Unfurnished'],
        is_required: 1,
      }),
    );
    const floor = dataOf(
      await saveParameter(admin, { name: 'Floor', type_of_parameter: 'number' }),
    );
    // The public list is read (and cached) before the change: the new category must still show.
    await kit.call('GET', 'get_categories');
    const auditBefore = (await auditRows()).length;
    const response = await saveCategory(admin, {
      category: 'Loft',
      sequence: 5,
      parameter_ids: [furnishing.id, floor.id],
    });
    expect(response.status).toBe(201);
    const loft = dataOf(response);
    expect(loft).toMatchObject({
      category: 'Loft',
      slug_id: 'loft',
      is_active: true,
      sequence: 5,
      properties_count: 0,
    });
    expect(loft.parameter_types.map((p) => p.name)).toEqual(['Furnishing', 'Floor']);
    const rows = await auditRows();
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'admin/categories',
      targetType: 'category',
      targetId: String(loft.id),
      before: null,
      after: {
        category: 'Loft',
        slug_id: 'loft',
        is_active: true,
        parameter_ids: [furnishing.id, floor.id],
      },
    });

    const publicList = dataOf(
      await kit.call<CategoryDto[]>('GET', 'get_categories', { query: { limit: 100 } }),
    );
    const shown = publicList.find((item) => item.id === loft.id);
    expect(shown?.parameter_types.map((p) => [p.name, p.is_required])).toEqual([
      ['Furnishing', true],
      ['Floor', false],
    ]);

    const owner = await kit.lister();
    const catalogue = { categoryId: loft.id, parameterIds: [], facilityIds: [] };
    const missing = await kit.post(owner.token, kit.fields(catalogue), [await photo()]);
    expect(missing.status).toBe(422);
    expect(failureOf(missing).errors?.parameters).toBe('Fill in Furnishing');
    const posted = await kit.post(
      owner.token,
      kit.fields(catalogue, {
        parameters: JSON.stringify([{ parameter_id: furnishing.id, value: 'Furnished' }]),
      }),
      [await photo()],
    );
    expect(posted.status).toBe(201);
  });

  it('changes a category (slug, order, parameters, inactive) with before and after, and hides it', async () => {
    const admin = await kit.admin();
    const created = dataOf(await saveCategory(admin, { category: 'Chalet' }));
    const auditBefore = (await auditRows()).length;
    const changed = await saveCategory(admin, {
      id: created.id,
      category: 'Mountain chalet',
      slug_id: 'mountain-chalet',
      is_active: 0,
      sequence: 9,
    });
    expect(changed.status).toBe(200);
    expect(dataOf(changed)).toMatchObject({ slug_id: 'mountain-chalet', is_active: false });
    const rows = await auditRows();
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({
      targetId: String(created.id),
      before: { category: 'Chalet', slug_id: 'chalet', is_active: true },
      after: { category: 'Mountain chalet', slug_id: 'mountain-chalet', is_active: false },
    });
    const publicList = dataOf(
      await kit.call<CategoryDto[]>('GET', 'get_categories', { query: { limit: 100 } }),
    );
    expect(publicList.some((item) => item.id === created.id)).toBe(false);
    const adminList = dataOf(
      await kit.call<AdminCategoryDto[]>('GET', 'admin/categories', {
        token: admin.token,
        query: { search: 'chalet' },
      }),
    );
    expect(adminList.map((item) => [item.category, item.is_active])).toEqual([
      ['Mountain chalet', false],
    ]);
  });

  it('refuses a slug in use and unknown parameters, recording nothing', async () => {
    const admin = await kit.admin();
    dataOf(await saveCategory(admin, { category: 'Barn', slug_id: 'barn' }));
    const auditBefore = (await auditRows()).length;
    const taken = failureOf(await saveCategory(admin, { category: 'Other', slug_id: 'barn' }));
    expect(taken.errors?.slug_id).toBe('Another category already has this slug_id');
    const unknown = failureOf(
      await saveCategory(admin, { category: 'Other', parameter_ids: [999_999] }),
    );
    expect(unknown.errors?.parameter_ids).toBe('parameter_ids must be known parameters');
    const badSlug = failureOf(
      await saveCategory(admin, { category: 'Other', slug_id: 'Not A Slug' }),
    );
    expect(badSlug.errors?.slug_id).toBeDefined();
    expect(await auditRows()).toHaveLength(auditBefore);
  });

  it('takes an icon upload, re-encoded to WebP', async () => {
    const admin = await kit.admin();
    const response = await kit.upload<AdminCategoryDto>('admin/categories', {
      token: admin.token,
      fields: { category: 'Cabin' },
      files: [await photo('image', 300, 300, 'cabin.png')],
    });
    expect(response.status).toBe(201);
    const saved = dataOf(response);
    expect(saved.image).toMatch(/^\/api\/media\/categories\/.+\.webp$/);
    expect(kit.storedFiles('categories')).toHaveLength(1);
  });
});
