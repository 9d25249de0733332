import { describe, expect, it } from 'vitest';
import {
  activeProjectFilterCount,
  completionBeforeOptions,
  projectListFilterNames,
  toProjectListUrlQuery,
  toProjectsQuery,
} from '@/contracts/project-list-filters';
import { projectFiltersFromUrl } from '@/contracts/requests/project-list-query';
import { getProjectsQuerySchema } from '@/contracts/requests/project-requests';

describe('the project list filter model', () => {
  it('names only get-projects parameters, completion_before among them', () => {
    const apiNames = Object.keys(getProjectsQuerySchema.fields);
    for (const name of projectListFilterNames) expect(apiNames).toContain(name);
    expect(projectListFilterNames).toContain('completion_before');
  });

  it('keeps a real completion day from the URL and drops one that is not a day', () => {
    expect(projectFiltersFromUrl({ completion_before: ' 2028-12-31 ', page: '2' })).toEqual({
      completion_before: '2028-12-31',
      page: 2,
    });
    expect(projectFiltersFromUrl({ completion_before: '2028-02-30' })).toEqual({ page: 1 });
    expect(projectFiltersFromUrl({ completion_before: 'soon' })).toEqual({ page: 1 });
    expect(projectFiltersFromUrl({ completion_before: '' })).toEqual({ page: 1 });
  });

  it('asks get-projects for the completion day with the page as limit and offset', () => {
    expect(toProjectsQuery({ city: 'Lisbon', completion_before: '2027-12-31', page: 3 })).toEqual({
      city: 'Lisbon',
      completion_before: '2027-12-31',
      limit: 12,
      offset: 24,
    });
  });

  it('carries the completion day in the URL and counts it as an active filter', () => {
    const filters = { completion_before: '2029-12-31', type: 'upcoming' as const, page: 1 };
    expect(toProjectListUrlQuery(filters)).toEqual({
      type: 'upcoming',
      completion_before: '2029-12-31',
    });
    expect(toProjectListUrlQuery(filters, 2)).toMatchObject({ page: 2 });
    expect(activeProjectFilterCount(filters)).toBe(2);
  });

  it('offers the end of this year and of each of the next five as completion days', () => {
    expect(completionBeforeOptions(new Date('2026-11-24T12:00:00Z'))).toEqual([
      '2026-12-31',
      '2027-12-31',
      '2028-12-31',
      '2029-12-31',
      '2030-12-31',
      '2031-12-31',
    ]);
  });
});
