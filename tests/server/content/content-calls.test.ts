import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDto } from '@/contracts/dto/article-dto';
import type { FaqDto } from '@/contracts/dto/faq-dto';
import { insertArticle, insertCategory, insertFaq } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
let guides: { id: number };

beforeAll(async () => {
  const db = api.db;
  await insertFaq(db, { question: 'Second?', sequence: 2 });
  await insertFaq(db, { question: 'First?', sequence: 1 });
  await insertFaq(db, { question: 'Retired?', sequence: 0, isActive: false });
  guides = await insertCategory(db, { name: 'Guides', slugId: 'guides' });
  const day = 86_400_000;
  await insertArticle(db, {
    title: 'Oldest',
    slugId: 'oldest',
    createdAt: new Date(Date.now() - 3 * day),
  });
  await insertArticle(db, {
    title: 'Middle',
    slugId: 'middle',
    categoryId: guides.id,
    createdAt: new Date(Date.now() - 2 * day),
  });
  await insertArticle(db, {
    title: 'Newest',
    slugId: 'newest',
    createdAt: new Date(Date.now() - day),
  });
  await insertArticle(db, { title: 'Draft', slugId: 'draft', isPublished: false });
});

describe('faqs', () => {
  it('lists the active questions in the admin order', async () => {
    const response = await api.call<FaqDto[]>('GET', 'faqs');
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.map((faq) => faq.question)).toEqual(['First?', 'Second?']);
  });
});

describe('get_articles', () => {
  it('lists published articles newest first with a total', async () => {
    const response = await api.call<ArticleDto[]>('GET', 'get_articles');
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.map((a) => a.slug_id)).toEqual(['newest', 'middle', 'oldest']);
    expect(response.body.total).toBe(3);
    expect(response.body.data[0]?.summary).toBe(
      'First sentence of the article. Second sentence follows. A second paragraph.',
    );
  });

  it('pages with limit and offset', async () => {
    const response = await api.call<ArticleDto[]>('GET', 'get_articles', {
      query: { limit: 1, offset: 1 },
    });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.map((a) => a.slug_id)).toEqual(['middle']);
    expect(response.body.total).toBe(3);
  });

  it('filters by category and carries the category on each article', async () => {
    const response = await api.call<ArticleDto[]>('GET', 'get_articles', {
      query: { category_id: guides.id },
    });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]?.category).toEqual({
      id: guides.id,
      category: 'Guides',
      slug_id: 'guides',
      translations: {},
    });
  });

  it('finds one article by slug_id', async () => {
    const response = await api.call<ArticleDto[]>('GET', 'get_articles', {
      query: { slug_id: 'oldest' },
    });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.map((a) => a.title)).toEqual(['Oldest']);
  });

  it('answers 404 for an unknown or unpublished slug', async () => {
    for (const slug of ['missing', 'draft']) {
      const response = await api.call('GET', 'get_articles', { query: { slug_id: slug } });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: true, code: 'not_found' });
    }
  });

  it('answers 422 for a malformed slug or id', async () => {
    const slug = await api.call('GET', 'get_articles', { query: { slug_id: "x' or 1=1 --" } });
    const id = await api.call('GET', 'get_articles', { query: { id: 'abc' } });
    expect(slug.status).toBe(422);
    expect(id.status).toBe(422);
    expect(id.body.error && id.body.errors).toHaveProperty('id');
  });
});
