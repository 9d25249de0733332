import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDto } from '@/contracts/dto/article-dto';
import type { FaqDto } from '@/contracts/dto/faq-dto';
import type { MortgageDto } from '@/contracts/dto/mortgage-dto';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { mortgageKeys } from '@/contracts/query-keys/mortgage-keys';
import { loadArticleDetailPage } from '@/server/ssr/article-detail-page';
import { loadArticleListPage } from '@/server/ssr/article-list-page';
import { loadFaqsPage } from '@/server/ssr/faqs-page';
import {
  exampleMortgageInput,
  loadMortgageCalculatorPage,
} from '@/server/ssr/mortgage-calculator-page';
import { insertArticle, insertCategory, insertFaq, insertLanguages } from '../../support/factories';
import { setUpTestDatabase } from '../../support/test-database';
import { pageContext, queryData } from '../../support/page-context-kit';

const handle = setUpTestDatabase();

beforeAll(async () => {
  const db = handle.db;
  await insertLanguages(db);
  await insertFaq(db, { question: 'How do I list?', sequence: 1 });
  await insertFaq(db, { question: 'Hidden?', isActive: false });
  const guides = await insertCategory(db, { name: 'Guides', slugId: 'guides' });
  await insertCategory(db, { name: 'Empty', slugId: 'empty' });
  const day = 86_400_000;
  for (let index = 0; index < 14; index += 1) {
    await insertArticle(db, {
      title: `News ${index}`,
      slugId: `news-${index}`,
      createdAt: new Date(Date.now() - (20 - index) * day),
    });
  }
  await insertArticle(db, { title: 'Buying guide', slugId: 'buying-guide', categoryId: guides.id });
  await insertArticle(db, { slugId: 'draft-guide', categoryId: guides.id, isPublished: false });
});

describe('the FAQs page', () => {
  it('prefetches the active questions with only the strings it shows, for shared caches', async () => {
    const { context, headers } = pageContext({ locale: 'ar' });
    const props = await loadFaqsPage(handle.db, context);
    const faqs = queryData<FaqDto[]>(props.dehydratedState, contentKeys.faqs());
    expect(faqs?.map((faq) => faq.question)).toEqual(['How do I list?']);
    expect(props.language.code).toBe('ar');
    expect(props.language.translations['faqs.title']).toBe('الأسئلة الشائعة');
    expect(props.language.translations['mortgage.title']).toBeUndefined();
    expect(headers['cache-control']).toContain('s-maxage=300');
  });
});

describe('the article list page', () => {
  it('pages the newest articles twelve at a time, with the categories that hold articles', async () => {
    const { context } = pageContext({ query: { page: '2' } });
    const result = await loadArticleListPage(handle.db, context);
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    expect(props.page).toBe(2);
    expect(props.category).toBeNull();
    expect(props.categories).toEqual([
      { id: expect.any(Number), category: 'Guides', slug_id: 'guides', articles: 1 },
    ]);
    const page = queryData<{ articles: ArticleDto[]; total: number }>(
      props.dehydratedState,
      contentKeys.articles({ categoryId: null, page: 2 }),
    );
    expect(page?.total).toBe(15);
    expect(page?.articles.map((article) => article.slug_id)).toEqual([
      'news-2',
      'news-1',
      'news-0',
    ]);
  });

  it('narrows to a category by its slug', async () => {
    const result = await loadArticleListPage(
      handle.db,
      pageContext({ query: { category: 'guides' } }).context,
    );
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    const categoryId = props.category?.id ?? null;
    const page = queryData<{ articles: ArticleDto[] }>(
      props.dehydratedState,
      contentKeys.articles({ categoryId, page: 1 }),
    );
    expect(page?.articles.map((article) => article.slug_id)).toEqual(['buying-guide']);
  });

  it('is not found for an unknown category or a page past the last', async () => {
    const queries: Record<string, string>[] = [
      { category: 'empty' },
      { category: 'nope' },
      { page: '3' },
    ];
    for (const query of queries) {
      expect(await loadArticleListPage(handle.db, pageContext({ query }).context)).toEqual({
        notFound: true,
      });
    }
  });
});

describe('the article page', () => {
  it('prefetches a published article and the newest others, regenerated hourly', async () => {
    const result = await loadArticleDetailPage(handle.db, {
      params: { slug: 'buying-guide' },
      locale: 'en',
      locales: ['en', 'ar'],
      defaultLocale: 'en',
    });
    if (!('props' in result)) throw new Error('expected props');
    expect(result.revalidate).toBe(3600);
    const article = queryData<ArticleDto>(
      result.props.dehydratedState,
      contentKeys.article('buying-guide'),
    );
    expect(article).toMatchObject({ title: 'Buying guide', category: { slug_id: 'guides' } });
    expect(
      queryData<ArticleDto[]>(result.props.dehydratedState, contentKeys.latestArticles()),
    ).toHaveLength(4);
  });

  it('is not found for a draft, an unknown slug or a malformed one', async () => {
    for (const slug of ['draft-guide', 'no-such-article', 'Bad Slug']) {
      const result = await loadArticleDetailPage(handle.db, {
        params: { slug },
        locale: 'en',
        locales: ['en', 'ar'],
        defaultLocale: 'en',
      });
      expect(result).toMatchObject({ notFound: true });
    }
  });
});

describe('the mortgage calculator page', () => {
  it('prefetches the example calculation with its schedule', async () => {
    const props = await loadMortgageCalculatorPage(handle.db, pageContext().context);
    expect(props.initialInput).toEqual(exampleMortgageInput);
    const result = queryData<MortgageDto>(
      props.dehydratedState,
      mortgageKeys.calculation(exampleMortgageInput),
    );
    expect(result?.principal_amount).toBe('240000.00');
    expect(result?.yearly_schedule).toHaveLength(25);
  });

  it('opens with the loan amount a listing links with, and ignores inputs that do not add up', async () => {
    const linked = await loadMortgageCalculatorPage(
      handle.db,
      pageContext({ query: { loan_amount: '450000' } }).context,
    );
    expect(linked.initialInput).toEqual({
      ...exampleMortgageInput,
      loan_amount: 450_000,
      down_payment: 0,
    });
    const nonsense = await loadMortgageCalculatorPage(
      handle.db,
      pageContext({ query: { loan_amount: '1000', down_payment: '5000' } }).context,
    );
    expect(nonsense.initialInput).toEqual(exampleMortgageInput);
  });
});
