import { describe, expect, it } from 'vitest';
import { firstQueryValue, queryToObject, toQueryParams, toQueryString } from '@/utils/query-string';

describe('the query-string codec', () => {
  it('sends an API call without empty values, lists joined by commas and dates as ISO', () => {
    const params = toQueryParams({
      search: '',
      city: null,
      limit: 12,
      ids: [1, '', 4],
      since: new Date('2026-01-02T03:04:05Z'),
      promoted: false,
      bad: Number.NaN,
    });
    expect(params.toString()).toBe(
      'limit=12&ids=1%2C4&since=2026-01-02T03%3A04%3A05.000Z&promoted=false',
    );
  });

  it('writes a link without empty or switched-off values, keeping a list readable', () => {
    expect(toQueryString({ city: ' Al Khobar ', ids: ['1', 'a,b'], on: true, off: false })).toBe(
      '?city=Al%20Khobar&ids=1,a%2Cb&on=1',
    );
    expect(toQueryString({ page: null })).toBe('');
  });

  it('reads a query back with repeated keys and key[] as lists, built-in names as plain keys', () => {
    const query = queryToObject(new URLSearchParams('a=1&a=2&b[]=x&__proto__=p&toString=t'));
    expect(query).toEqual({ a: ['1', '2'], b: ['x'], ['__proto__']: 'p', toString: 't' });
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
  });

  it("takes a router query parameter's first value", () => {
    expect(firstQueryValue(['2', '3'])).toBe('2');
    expect(firstQueryValue('4')).toBe('4');
    expect(firstQueryValue(undefined)).toBeUndefined();
  });
});
