import { describe, expect, it } from 'vitest';
import type {
  ProjectCardDto,
  ProjectDetailDto,
  ProjectGatedDetailDto,
} from '@/contracts/dto/project-dto';
import { dataOf } from '../../support/accounts-test-kit';
import { photo } from '../../support/listing-test-kit';
import {
  insertProject,
  projectDocument,
  setUpProjectTestKit,
} from '../../support/project-test-kit';

const kit = setUpProjectTestKit();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function list(query: Record<string, string>, token?: string) {
  const response = await kit.call<ProjectCardDto[]>('GET', 'get-projects', { query, token });
  const body = response.body as { total?: number };
  return {
    status: response.status,
    titles: dataOf(response).map((row) => row.title),
    total: body.total,
  };
}

describe('get-projects', () => {
  it('lists only approved, active projects, newest first, with the total and paging', async () => {
    const owner = await kit.lister();
    const categoryId = await kit.projectCategory();
    const make = (title: string, age: number, values = {}) =>
      insertProject(kit.db, owner, categoryId, { title, createdAt: daysAgo(age), ...values });
    await make('Oldest', 5);
    await make('Middle', 3);
    await make('Newest', 1);
    await make('Pending one', 0, { reviewStatus: 'pending' });
    await make('Rejected one', 0, { reviewStatus: 'rejected', rejectionReason: 'No' });
    await make('Inactive one', 0, { isActive: false });
    const all = await list({ category_id: String(categoryId) });
    expect(all).toMatchObject({ titles: ['Newest', 'Middle', 'Oldest'], total: 3 });
    const secondPage = await list({ category_id: String(categoryId), limit: '2', offset: '2' });
    expect(secondPage).toMatchObject({ titles: ['Oldest'], total: 3 });
  });

  it('filters by city, state, country, user, type, posted since, price range, completion and search', async () => {
    const owner = await kit.lister();
    const developer = await kit.lister();
    const categoryId = await kit.projectCategory();
    const category = String(categoryId);
    await insertProject(kit.db, owner, categoryId, {
      title: 'Porto Riverside',
      city: 'Porto',
      state: 'Porto District',
      type: 'upcoming',
      minPrice: '200000',
      maxPrice: '400000',
      completionDate: '2029-01-31',
      createdAt: daysAgo(40),
    });
    await insertProject(kit.db, developer, categoryId, {
      title: 'Lisbon Heights',
      location: 'Avenida da Liberdade 1, Lisbon',
      type: 'completed',
      minPrice: '800000',
      completionDate: '2025-05-01',
      createdAt: daysAgo(2),
    });
    await insertProject(kit.db, owner, categoryId, {
      title: 'Madrid Plaza',
      city: 'Madrid',
      state: 'Madrid',
      country: 'Spain',
      createdAt: daysAgo(200),
    });
    const titles = async (query: Record<string, string>) =>
      (await list({ category_id: category, ...query })).titles;
    expect(await titles({ city: 'porto' })).toEqual(['Porto Riverside']);
    expect(await titles({ state: 'Madrid' })).toEqual(['Madrid Plaza']);
    expect(await titles({ country: 'portugal' })).toEqual(['Lisbon Heights', 'Porto Riverside']);
    expect(await titles({ userid: String(developer.id) })).toEqual(['Lisbon Heights']);
    expect(await titles({ type: 'upcoming' })).toEqual(['Porto Riverside']);
    expect(await titles({ posted_since: 'last_week' })).toEqual(['Lisbon Heights']);
    expect(await titles({ posted_since: 'last_3_months' })).toEqual([
      'Lisbon Heights',
      'Porto Riverside',
    ]);
    expect(await titles({ min_price: '500000' })).toEqual(['Lisbon Heights']);
    expect(await titles({ max_price: '300000' })).toEqual(['Porto Riverside']);
    expect(await titles({ completion_before: '2026-01-01' })).toEqual(['Lisbon Heights']);
    expect(await titles({ search: 'liberdade' })).toEqual(['Lisbon Heights']);
    expect(await titles({ search: 'heigh' })).toEqual(['Lisbon Heights']);
    // full text: the description, stemmed
    expect(await titles({ search: 'gardens' })).toEqual([
      'Lisbon Heights',
      'Porto Riverside',
      'Madrid Plaza',
    ]);
    expect(await titles({ search: '100%_' })).toEqual([]);
  });

  it('refuses bad filters with field errors', async () => {
    const queries: Record<string, string>[] = [
      { posted_since: 'forever' },
      { type: 'ready' },
      { completion_before: '2026-13-01' },
      { limit: 'many' },
    ];
    for (const query of queries) {
      const response = await kit.call('GET', 'get-projects', { query });
      expect(response.status, JSON.stringify(query)).toBe(422);
    }
  });

  it('answers similar projects (same category, same city first), never the project itself', async () => {
    const owner = await kit.lister();
    const categoryId = await kit.projectCategory();
    const otherCategory = await kit.projectCategory();
    const project = await insertProject(kit.db, owner, categoryId, { title: 'Anchor' });
    await insertProject(kit.db, owner, categoryId, {
      title: 'Elsewhere',
      city: 'Faro',
      createdAt: daysAgo(0),
    });
    await insertProject(kit.db, owner, categoryId, { title: 'Same city', createdAt: daysAgo(9) });
    await insertProject(kit.db, owner, categoryId, { title: 'Hidden', isActive: false });
    await insertProject(kit.db, owner, otherCategory, { title: 'Other kind' });
    const similar = await list({ id: String(project.id), get_similar: '1' });
    expect(similar.titles).toEqual(['Same city', 'Elsewhere']);
    const bySlug = await list({ slug_id: project.slugId, get_similar: '1', limit: '1' });
    expect(bySlug).toMatchObject({ titles: ['Same city'], total: 2 });
    const detail = await kit.call<ProjectDetailDto>('GET', 'get-project-detail', {
      query: { slug_id: project.slugId, get_similar: '1' },
    });
    expect(dataOf(detail).similar_projects?.map((row) => row.title)).toEqual([
      'Same city',
      'Elsewhere',
    ]);
  });
});

describe('the project detail and its gated parts', () => {
  async function approvedProject() {
    const owner = await kit.lister({ email: `dev${Date.now()}@example.com` });
    const { saved } = await kit.approvedProject(owner, {
      more: [await photo('gallery_images'), projectDocument('Price list.pdf')],
    });
    return { owner, saved };
  }

  it('shows the public parts only: plan titles, no plan or document files, no contact details', async () => {
    const { owner, saved } = await approvedProject();
    const response = await kit.call<ProjectDetailDto>('GET', 'get-project-detail', {
      query: { slug_id: saved.slug_id },
    });
    const detail = dataOf(response);
    expect(detail.plans.map((plan) => [plan.title, plan.kind])).toEqual([
      ['Level 1', 'pdf'],
      ['Level 2', 'image'],
    ]);
    expect(detail.documents_count).toBe(1);
    expect(detail.gallery).toHaveLength(1);
    expect(detail.developer).toMatchObject({ id: owner.id, projects_count: 1 });
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/\.pdf|Price list|@example\.com|\+1555/);
    const { row, plans } = await kit.projectSnapshot(saved.id);
    for (const plan of plans) expect(text).not.toContain(plan.document);
    expect(text).toContain(row!.image!);
  });

  it('gives the gated parts to a signed-in viewer only', async () => {
    const { saved } = await approvedProject();
    const visitor = await kit.call('GET', 'get-project-gated-detail', {
      query: { slug_id: saved.slug_id },
    });
    expect(visitor.status).toBe(401);
    const viewer = await kit.lister();
    const gated = dataOf(
      await kit.call<ProjectGatedDetailDto>('GET', 'get-project-gated-detail', {
        token: viewer.token,
        query: { id: String(saved.id) },
      }),
    );
    expect(gated.plans.map((plan) => plan.file)).toEqual([
      expect.stringMatching(/^\/api\/media\/projects\/\d+\/.+\.pdf$/),
      expect.stringMatching(/^\/api\/media\/projects\/\d+\/.+/),
    ]);
    expect(gated.documents.map((document) => document.name)).toEqual(['Price list.pdf']);
    expect(gated.contact.email).toMatch(/@example\.com$/);
    expect(gated.contact.mobile).toMatch(/^\+1555/);
  });

  it('keeps the gated parts of a hidden project from everyone but its owner and admins', async () => {
    const owner = await kit.lister();
    const saved = await kit.newProject(owner);
    const stranger = await kit.lister();
    const hidden = await kit.call('GET', 'get-project-gated-detail', {
      token: stranger.token,
      query: { slug_id: saved.slug_id },
    });
    expect(hidden.status).toBe(404);
    const own = await kit.call('GET', 'get-project-gated-detail', {
      token: owner.token,
      query: { slug_id: saved.slug_id },
    });
    expect(own.status).toBe(200);
  });
});
