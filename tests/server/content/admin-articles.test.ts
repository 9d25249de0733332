import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminArticleCategoryDto, AdminArticleDto } from '@/contracts/dto/admin-content-dto';
import type { ArticleDto } from '@/contracts/dto/article-dto';
import { currentSiteVersion } from '@/server/pages/site-version';
import { articles, staffAuditLog } from '@/server/db/schema';
import type { ApiTestResponse } from '../../support/api-test-server';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { insertCategory } from '../../support/factories';
import {
  createdOrThrow,
  photo,
  setUpListingTestKit,
  type Lister,
} from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

const auditRows = () => kit.db.select().from(staffAuditLog).orderBy(asc(staffAuditLog.id));

const saveArticle = (who: Lister, json: Record<string, unknown>) =>
  kit.call<AdminArticleDto>('POST', 'admin/articles', { token: who.token, json });

/** An article's fields in this category, as `fields` change them. */
const articleIn = (category: { id: number }, fields: Record<string, unknown> = {}) => ({
  title: 'An article',
  description: 'Text.',
  category_id: category.id,
  ...fields,
});

const adminArticles = async (who: Lister, query: Record<string, string | number> = {}) =>
  kit.call<AdminArticleDto[]>('GET', 'admin/articles', { token: who.token, query });

/** How many rows a list answer says match in all. */
const totalOf = (response: ApiTestResponse<unknown>) =>
  response.body.error ? undefined : response.body.total;

const publicArticles = async (query: Record<string, string | number> = {}) =>
  dataOf(await kit.call<ArticleDto[]>('GET', 'get_articles', { query }));

describe('admin/articles', () => {
  it('adds a draft, publishes and changes it with one audit row each; get_articles follows', async () => {
    const admin = await kit.admin();
    const category = await insertCategory(kit.db);
    const before = (await auditRows()).length;
    const versionBefore = currentSiteVersion();

    const draft = createdOrThrow(
      'admin/articles',
      await saveArticle(
        admin,
        articleIn(category, {
          title: 'Moving in: a checklist',
          description: '<p>Read the meter.</p>',
          is_published: 0,
        }),
      ),
    );
    expect(draft).toMatchObject({
      title: 'Moving in: a checklist',
      slug_id: 'moving-in-a-checklist',
      description: '<p>Read the meter.</p>',
      category_id: category.id,
      is_published: false,
      image: null,
    });
    expect((await publicArticles()).map((item) => item.id)).not.toContain(draft.id);
    const listed = await adminArticles(admin, { search: 'checklist' });
    expect(dataOf(listed).map((item) => item.id)).toEqual([draft.id]);
    expect(totalOf(listed)).toBe(1);

    const changed = await saveArticle(
      admin,
      articleIn(category, {
        id: draft.id,
        title: 'Moving in: the checklist',
        description: '<h1>First day</h1><p>Read the meter.</p>',
      }),
    );
    expect(changed.status).toBe(200);
    // The slug stays when none is sent; a heading 1 becomes a heading 2.
    expect(dataOf(changed)).toMatchObject({
      slug_id: 'moving-in-a-checklist',
      description: '<h2>First day</h2><p>Read the meter.</p>',
      is_published: true,
    });
    const shown = (await publicArticles({ slug_id: 'moving-in-a-checklist' }))[0];
    expect(shown).toMatchObject({
      title: 'Moving in: the checklist',
      description: '<h2>First day</h2><p>Read the meter.</p>',
      summary: 'First day Read the meter.',
      category: { id: category.id },
    });
    expect(currentSiteVersion()).toBeGreaterThan(versionBefore);

    // Exactly one audit row a write, each with the article before and after.
    expect((await auditRows()).slice(before)).toMatchObject([
      {
        action: 'admin/articles',
        targetType: 'article',
        targetId: String(draft.id),
        before: null,
        after: {
          title: 'Moving in: a checklist',
          is_published: false,
          description: '<p>Read the meter.</p>',
        },
      },
      {
        before: { title: 'Moving in: a checklist', is_published: false },
        after: { title: 'Moving in: the checklist', is_published: true },
      },
    ]);
  });

  it('never stores a script: the description is sanitised', async () => {
    const admin = await kit.admin();
    const category = await insertCategory(kit.db);
    const saved = dataOf(
      await saveArticle(
        admin,
        articleIn(category, {
          description:
            '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:x()">there</a></p>',
        }),
      ),
    );
    expect(saved.description).toBe('<p>Hello <a rel="noopener noreferrer nofollow">there</a></p>');
    const stored = await kit.db.select({ body: articles.body }).from(articles);
    expect(stored.some((item) => /script|onclick|javascript/i.test(item.body))).toBe(false);

    const onlyScript = failureOf(
      await saveArticle(admin, articleIn(category, { description: '<script>alert(1)</script>' })),
    );
    expect(onlyScript.errors?.description).toBe('Write the article');
  });

  it('refuses a taken slug, an unknown category and an unknown id, recording nothing', async () => {
    const admin = await kit.admin();
    const category = await insertCategory(kit.db);
    const first = dataOf(
      await saveArticle(admin, articleIn(category, { slug_id: 'a-taken-slug' })),
    );
    const before = (await auditRows()).length;

    const taken = await saveArticle(admin, articleIn(category, { slug_id: 'a-taken-slug' }));
    expect(taken.status).toBe(422);
    expect(failureOf(taken).errors?.slug_id).toBe('Another article already has this slug_id');

    const unknownCategory = await saveArticle(admin, articleIn({ id: 2_000_000_000 }));
    expect(unknownCategory.status).toBe(422);
    expect(failureOf(unknownCategory).errors?.category_id).toBe('Choose a category from the list');

    const unknown = await saveArticle(admin, articleIn(category, { id: 2_000_000_000 }));
    expect(unknown.status).toBe(404);

    const empty = await saveArticle(admin, { title: '', description: '' });
    expect(Object.keys(failureOf(empty).errors ?? {}).sort()).toEqual(
      ['category_id', 'description', 'title'].sort(),
    );
    expect(await auditRows()).toHaveLength(before);

    // Its own slug is not taken for the article itself.
    const same = await saveArticle(
      admin,
      articleIn(category, { id: first.id, slug_id: 'a-taken-slug', title: 'Still mine' }),
    );
    expect(same.status).toBe(200);
  });

  it('makes a free slug from the title when one is left out', async () => {
    const admin = await kit.admin();
    const category = await insertCategory(kit.db);
    const json = articleIn(category, { title: 'Same title twice' });
    const one = dataOf(await saveArticle(admin, json));
    const two = dataOf(await saveArticle(admin, json));
    expect([one.slug_id, two.slug_id]).toEqual(['same-title-twice', 'same-title-twice-2']);
    const arabic = dataOf(
      await saveArticle(admin, articleIn(category, { title: 'دليل الانتقال' })),
    );
    expect(arabic.slug_id).toMatch(/^article(-\d+)?$/);
  });

  it('takes a cover photo as WebP variants, and lists a category’s articles newest first', async () => {
    const admin = await kit.admin();
    const category = await insertCategory(kit.db);
    const created = await kit.upload<AdminArticleDto>('admin/articles', {
      token: admin.token,
      fields: { title: 'With a cover', description: 'Text.', category_id: String(category.id) },
      files: [await photo('image', 800, 600, 'cover.png')],
    });
    expect(created.status).toBe(201);
    const withCover = dataOf(created);
    expect(withCover.image).toMatch(/^\/api\/media\/articles\/[0-9a-f]+-card\.webp$/);
    const newer = dataOf(await saveArticle(admin, articleIn(category)));
    const page = await adminArticles(admin, { category_id: category.id, limit: 1 });
    expect(dataOf(page).map((item) => item.id)).toEqual([newer.id]);
    expect(totalOf(page)).toBe(2);
    expect(kit.storedFiles('articles').length).toBeGreaterThanOrEqual(2);

    const categories = dataOf(
      await kit.call<AdminArticleCategoryDto[]>('GET', 'admin/article-categories', {
        token: admin.token,
      }),
    );
    expect(categories.find((item) => item.id === category.id)).toMatchObject({
      category: category.name,
      articles_count: 2,
      published_count: 2,
    });
    expect(withCover.id).toBeLessThan(newer.id);
  });

  it('is for administrators only: a user and a moderator get 403 and nothing changes', async () => {
    const user = await kit.lister();
    const moderator = await kit.lister({ role: 'moderator' });
    const category = await insertCategory(kit.db);
    const before = (await auditRows()).length;
    for (const who of [user, moderator]) {
      const write = await saveArticle(who, articleIn(category));
      expect(write.status).toBe(403);
      expect((await adminArticles(who)).status).toBe(403);
      const categories = await kit.call('GET', 'admin/article-categories', { token: who.token });
      expect(categories.status).toBe(403);
    }
    expect(await auditRows()).toHaveLength(before);
  });
});
