import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { insertListingOwner } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
/** More than the 1,000 a total is exact up to: 1,004 in Leeds (sales) and 20 in York. */
const leeds = 1004;
const york = 20;
/**
 * Every listing mentions a garden; three have it in the title: two among the newest 1,000
 * and one older (home-1010, past the newest 1,000 matches).
 */
const gardenTitles = [5, 500, 1010];

beforeAll(async () => {
  const { owner, category } = await insertListingOwner(api.db);
  await api.db.execute(sql`insert into properties (slug_id, owner_id, category_id, title,
      description, address, city, state, country, latitude, longitude, price, property_type,
      review_status, is_active, created_at)
    select 'home-' || g, ${owner.id}, ${category.id},
      case when g in (${sql.join(
        gardenTitles.map((g) => sql`${g}`),
        sql`, `,
      )}) then 'Garden home ' || g else 'Home ' || g end,
      'A home with a garden.', g || ' Main Street',
      case when g <= ${leeds} then 'Leeds' else 'York' end, 'England', 'United Kingdom', 53.8,
      -1.5, 100000 + g, 'sell', 'approved', true, now() - g * interval '1 minute'
    from generate_series(1, ${leeds + york}) g`);
});

function list(query: Record<string, string | number>) {
  return api.call<PropertyCardDto[]>('GET', 'get-property-list', { query });
}

describe('get-property-list: totals and the window of results', () => {
  it('says the total is capped at 1,000 when more listings match', async () => {
    const response = await list({ limit: 12 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 1000, total_is_capped: true });
  });

  it('gives the exact total, not capped, up to 1,000', async () => {
    expect((await list({ city: 'york' })).body).toMatchObject({
      total: york,
      total_is_capped: false,
    });
  });

  it('pages up to the 1,000th result, in order', async () => {
    const response = await list({ city: 'Leeds', offset: 996, limit: 4 });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.map((card) => card.slug_id)).toEqual([
      'home-997',
      'home-998',
      'home-999',
      'home-1000',
    ]);
  });

  it('ranks the newest 1,000 matches of a word in most listings: title matches first', async () => {
    const first = await list({ search: 'garden', limit: 4 });
    if (first.body.error) throw new Error(first.body.message);
    expect(first.body).toMatchObject({ total: 1000, total_is_capped: true });
    expect(first.body.data.map((card) => card.slug_id)).toEqual([
      'home-5',
      'home-500',
      'home-1',
      'home-2',
    ]);
    const last = await list({ search: 'garden', offset: 996, limit: 4 });
    if (last.body.error) throw new Error(last.body.message);
    // The 1,000th match is home-1000: home-1010's title matches, but it is older than that.
    expect(last.body.data.map((card) => card.slug_id)).toEqual([
      'home-997',
      'home-998',
      'home-999',
      'home-1000',
    ]);
  });

  it('refuses an offset past the first 1,000 results with 422 and a field error', async () => {
    const response = await list({ offset: 1000 });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: true,
      code: 'validation_failed',
      errors: { offset: expect.stringContaining('first 1,000 results') },
    });
  });

  it('answers an empty page past the end of an exact total', async () => {
    expect((await list({ city: 'York', offset: 40 })).body).toMatchObject({
      data: [],
      total: york,
    });
  });
});
