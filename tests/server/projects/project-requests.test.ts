import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  getProjectsQuerySchema,
  postProjectSchema,
  projectStatusSchema,
} from '@/contracts/requests/project-requests';
import { requiredProjectFields } from '../../support/project-test-kit';
import { planFloorPlans } from '@/server/projects/plan-floor-plans';

/** What the project form holds: typed values, the plans as a list. */
const formValues = {
  title: 'Harbour View',
  description: 'Forty homes.',
  category_id: 3,
  type: 'upcoming',
  location: 'Rua do Porto 12, Lisbon',
  city: 'Lisbon',
  state: 'Lisbon',
  country: 'Portugal',
  latitude: 38.7,
  longitude: -9.1,
  min_price: '',
  max_price: '',
  completion_date: '',
  plans: [{ title: 'Level 1', document: 0 }],
};

async function errorsOf(values: unknown): Promise<string[]> {
  try {
    await postProjectSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((item) => item.path ?? '');
  }
}

describe('the project request schemas', () => {
  it('accepts the form’s typed values, empty optional fields included', async () => {
    const value = await postProjectSchema.validate(formValues);
    expect(value).toMatchObject({ category_id: 3, plans: [{ title: 'Level 1', document: 0 }] });
  });

  it('requires every field of a new project, but only what is sent of an edit', async () => {
    expect((await errorsOf({})).sort()).toEqual([...requiredProjectFields].sort());
    expect(await errorsOf({ id: 4, title: 'New title' })).toEqual([]);
    expect(await errorsOf({ id: 4, title: '' })).toEqual(['title']);
  });

  it('takes remove lists as "4,9" or lists, and the status as 1/0 or words', async () => {
    const value = await postProjectSchema.validate({
      id: 4,
      remove_plans: '4, 9',
      remove_documents: [7],
    });
    expect(value).toMatchObject({ remove_plans: [4, 9], remove_documents: [7] });
    expect((await projectStatusSchema.validate({ project_id: 1, status: 1 })).status).toBe(
      'active',
    );
    expect((await projectStatusSchema.validate({ project_id: 1, status: '0' })).status).toBe(
      'inactive',
    );
  });

  it('checks days exist and keeps empty query values out', async () => {
    expect(await errorsOf({ ...formValues, completion_date: '2026-02-29' })).toEqual([
      'completion_date',
    ]);
    expect(await errorsOf({ ...formValues, completion_date: '2028-02-29' })).toEqual([]);
    const query = await getProjectsQuerySchema.validate({ city: '', category_id: '', offset: '' });
    expect(query.category_id).toBeUndefined();
    expect(query.offset).toBe(0);
  });
});

describe('planFloorPlans', () => {
  const current = [
    { id: 1, document: 'projects/1/a', kind: 'image' as const },
    { id: 2, document: 'projects/1/b.pdf', kind: 'pdf' as const },
    { id: 3, document: 'projects/1/c.pdf', kind: 'pdf' as const },
  ];

  it('puts the plans sent first, in order, and the others after them in their order', () => {
    const { work, errors } = planFloorPlans(current, {
      plans: [
        { id: 3, title: 'Roof' },
        { title: 'New', document: 0 },
      ],
      remove_plans: [2],
      fileCount: 1,
    });
    expect(errors).toEqual({});
    expect(work).toEqual({
      inserts: [{ title: 'New', fileIndex: 0, position: 1 }],
      updates: [
        { id: 3, title: 'Roof', fileIndex: undefined, position: 0 },
        { id: 1, position: 2 },
      ],
      removeIds: [2],
    });
  });

  it('refuses foreign plans, a plan changed and removed, files without plans and over 20 plans', () => {
    expect(
      planFloorPlans(current, { plans: [{ id: 9, title: 'X' }], fileCount: 0 }).errors,
    ).toHaveProperty('plans');
    expect(
      planFloorPlans(current, { plans: [{ id: 2, title: 'X' }], remove_plans: [2], fileCount: 0 })
        .errors,
    ).toHaveProperty('plans');
    expect(planFloorPlans(current, { remove_plans: [8], fileCount: 0 }).errors).toHaveProperty(
      'remove_plans',
    );
    expect(planFloorPlans(current, { fileCount: 1 }).errors).toHaveProperty('plan_documents');
    const many = Array.from({ length: 18 }, (_, index) => ({
      title: `P${index}`,
      document: index,
    }));
    expect(planFloorPlans(current, { plans: many, fileCount: 18 }).errors.plans).toMatch(
      /at most 20/,
    );
  });
});
