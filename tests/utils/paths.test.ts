import { describe, expect, it } from 'vitest';

import { paths, toQueryString } from '@/utils/paths';

describe('paths', () => {
  it('gives the fixed routes', () => {
    expect(paths.home()).toBe('/');
    expect(paths.properties()).toBe('/properties');
    expect(paths.projects()).toBe('/projects');
    expect(paths.agents()).toBe('/agents');
    expect(paths.articles()).toBe('/articles');
    expect(paths.faqs()).toBe('/faqs');
    expect(paths.about()).toBe('/about-us');
    expect(paths.contact()).toBe('/contact-us');
    expect(paths.subscriptionPlan()).toBe('/subscription-plan');
    expect(paths.profile()).toBe('/user/profile');
    expect(paths.dashboard()).toBe('/user/dashboard');
    expect(paths.userProperties()).toBe('/user/properties');
    expect(paths.addProject()).toBe('/user/add-project');
    expect(paths.advertisements()).toBe('/user/advertisement');
    expect(paths.login()).toBe('/login');
    expect(paths.register()).toBe('/register');
    expect(paths.mortgageCalculator()).toBe('/mortgage-calculator');
    expect(paths.areaConverter()).toBe('/area-converter');
  });

  it('puts slugs into detail routes', () => {
    expect(paths.propertyDetail('sunny-villa')).toBe('/properties-details/sunny-villa');
    expect(paths.projectDetail('green-towers')).toBe('/project-details/green-towers');
    expect(paths.agentDetail('jane-doe')).toBe('/agents/jane-doe');
    expect(paths.articleDetail('buying-guide')).toBe('/articles/buying-guide');
    expect(paths.myProperty('sunny-villa')).toBe('/my-property/sunny-villa');
  });

  it('percent-encodes slugs so they stay one path segment', () => {
    expect(paths.propertyDetail('a/b?c#d')).toBe('/properties-details/a%2Fb%3Fc%23d');
    expect(paths.articleDetail('شقة فاخرة')).toBe(`/articles/${encodeURIComponent('شقة فاخرة')}`);
    expect(paths.myProperty('100%')).toBe('/my-property/100%25');
  });

  it('links categories, cities and listing types to the property list', () => {
    expect(paths.propertiesInCategory('villa')).toBe('/properties?category=villa');
    expect(paths.propertiesInCity('Dubai')).toBe('/properties?city=Dubai');
    expect(paths.propertiesForRent()).toBe('/properties?property_type=rent');
    expect(paths.propertiesForSale()).toBe('/properties?property_type=sell');
  });

  it('encodes query values', () => {
    expect(paths.propertiesInCity('New York')).toBe('/properties?city=New%20York');
    expect(paths.propertiesInCity('Al Ain & Co=1')).toBe(
      '/properties?city=Al%20Ain%20%26%20Co%3D1',
    );
    expect(paths.properties({ search: 'فيلا بحديقة' })).toBe(
      `/properties?search=${encodeURIComponent('فيلا بحديقة')}`,
    );
  });

  it('turns filters into a query string in key order', () => {
    expect(
      paths.properties({
        property_type: 'rent',
        city: 'Cairo',
        max_price: 5000,
        category_ids: [1, 2],
        promoted: true,
      }),
    ).toBe('/properties?property_type=rent&city=Cairo&max_price=5000&category_ids=1,2&promoted=1');
  });

  it('drops empty filter values', () => {
    expect(
      paths.properties({
        search: '',
        city: '   ',
        property_type: null,
        max_price: undefined,
        category_ids: [],
        promoted: false,
        min_price: 0,
      }),
    ).toBe('/properties?min_price=0');
    expect(paths.properties({ search: '' })).toBe('/properties');
    expect(paths.agents({ limit: Number.NaN })).toBe('/agents');
  });

  it('trims filter values', () => {
    expect(paths.properties({ search: '  villa  ' })).toBe('/properties?search=villa');
  });
});

describe('toQueryString', () => {
  it('is empty without a query', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });

  it('encodes keys too', () => {
    expect(toQueryString({ 'a b': 'c' })).toBe('?a%20b=c');
  });
});
