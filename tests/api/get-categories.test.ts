import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoryParametersQueryOptions } from '@/api/catalogue/get-categories';
import { makeQueryClient } from '@/api/query-client';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { someCategories } from '../components/property/property-fixtures';
import { apiUrl, mswServer as server, okEnvelope } from '../support/msw-server';

/** Answers get_categories with the fixture categories, counting the calls. */
function countedCategories(): { calls: () => number } {
  let calls = 0;
  server.use(
    http.get(apiUrl('get_categories'), () => {
      calls += 1;
      return okEnvelope(someCategories());
    }),
  );
  return { calls: () => calls };
}

describe('categoryParametersQueryOptions', () => {
  it("reads the chosen category's parameters from get_categories", async () => {
    countedCategories();
    const parameters = await makeQueryClient().fetchQuery(categoryParametersQueryOptions(3));
    expect(parameters.map((parameter) => parameter.name)).toEqual(['Bedrooms', 'Furnishing']);
  });

  it('fills every category from one answer, so switching category fetches nothing more', async () => {
    const categories = countedCategories();
    const client = makeQueryClient();

    await client.fetchQuery(categoryParametersQueryOptions(3));
    expect(categories.calls()).toBe(1);
    expect(client.getQueryData(filterKeys.categoryParameters(4))).toEqual([]);

    expect(await client.fetchQuery(categoryParametersQueryOptions(4))).toEqual([]);
    expect(await client.fetchQuery(categoryParametersQueryOptions(3))).toHaveLength(2);
    expect(categories.calls()).toBe(1);
  });

  it('leaves a category that was already read as it was', async () => {
    countedCategories();
    const client = makeQueryClient();
    const earlier = [{ ...someCategories()[0]!.parameter_types[0]!, name: 'Bedrooms (earlier)' }];
    client.setQueryData(filterKeys.categoryParameters(4), earlier);

    await client.fetchQuery(categoryParametersQueryOptions(3));
    expect(client.getQueryData(filterKeys.categoryParameters(4))).toEqual(earlier);
  });

  it('answers no parameters for a category the catalogue no longer has', async () => {
    countedCategories();
    expect(await makeQueryClient().fetchQuery(categoryParametersQueryOptions(99))).toEqual([]);
  });
});
