import { describe, expect, it } from 'vitest';
import { listViewOf, withListView } from '@/components/property/use-list-view';

describe('the list view in the URL', () => {
  it('reads ?view=list and ?view=map, and the grid for anything else', () => {
    expect(listViewOf({ view: 'map' })).toBe('map');
    expect(listViewOf({ view: ['list', 'map'] })).toBe('list');
    expect(listViewOf({ view: 'table' })).toBe('grid');
    expect(listViewOf({})).toBe('grid');
  });

  it('changes only the view parameter, keeping the others and their order', () => {
    expect(withListView('/properties?city=Lisbon&sort=price_low', 'map')).toBe(
      '/properties?city=Lisbon&sort=price_low&view=map',
    );
    expect(withListView('/properties?view=map&city=Lisbon', 'list')).toBe(
      '/properties?view=list&city=Lisbon',
    );
    expect(withListView('/properties?city=S%C3%A3o+Paulo&view=map', 'grid')).toBe(
      '/properties?city=S%C3%A3o+Paulo',
    );
    expect(withListView('/properties', 'grid')).toBe('/properties');
  });
});
