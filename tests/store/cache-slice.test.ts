import { describe, expect, it } from 'vitest';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { LocationDto } from '@/contracts/dto/location-dto';
import {
  articleCategorySelected,
  cacheSlice,
  categoriesReceived,
  filtersChanged,
  filtersCleared,
  geolocationFound,
  initialCacheState,
  locationCleared,
  locationPicked,
  newUserChatCleared,
  newUserChatStarted,
  projectModeChanged,
  sliderDataLengthMeasured,
} from '@/store/slices/cache-slice';

const reduce = cacheSlice.reducer;

const apartments: CategoryDto = {
  id: 1,
  category: 'Apartment',
  slug_id: 'apartment',
  image: null,
  parameter_types: [],
  properties_count: 12,
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
};

const lisbon: LocationDto = {
  city: 'Lisbon',
  state: 'Lisboa',
  country: 'Portugal',
  formatted_address: 'Lisbon, Portugal',
  latitude: 38.72,
  longitude: -9.14,
};

describe('cache slice', () => {
  it('starts empty', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({
      categories: [],
      lastFetch: null,
      newUserChatData: null,
      filterData: null,
      articleCategoryId: null,
      sliderDataLength: 0,
      isProject: false,
      locationData: null,
      geolocation: null,
    });
  });

  it('keeps received categories and when they arrived', () => {
    const state = reduce(initialCacheState, categoriesReceived([apartments], 42));
    expect(state.categories).toEqual([apartments]);
    expect(state.lastFetch).toBe(42);
  });

  it('replaces the filters on change and forgets them when cleared', () => {
    const filters = { property_type: 'rent', category_ids: [1, 2], min_price: 100 };
    const changed = reduce(initialCacheState, filtersChanged(filters));
    expect(changed.filterData).toEqual(filters);
    expect(reduce(changed, filtersCleared()).filterData).toBeNull();
  });

  it('keeps the user a new chat is started with until it is cleared', () => {
    const target = {
      user_id: 3,
      name: 'Owner',
      profile: null,
      property_id: 9,
      property_title: 'Sunny flat',
      property_image: null,
    };
    const started = reduce(initialCacheState, newUserChatStarted(target));
    expect(started.newUserChatData).toEqual(target);
    expect(reduce(started, newUserChatCleared()).newUserChatData).toBeNull();
  });

  it('keeps the article category, slider length and project mode', () => {
    let state = reduce(initialCacheState, articleCategorySelected(4));
    state = reduce(state, sliderDataLengthMeasured(6));
    state = reduce(state, projectModeChanged(true));
    expect(state).toMatchObject({ articleCategoryId: 4, sliderDataLength: 6, isProject: true });
  });

  it('keeps a picked location until it is cleared', () => {
    const picked = reduce(initialCacheState, locationPicked(lisbon));
    expect(picked.locationData).toEqual(lisbon);
    expect(reduce(picked, locationCleared()).locationData).toBeNull();
  });

  it('keeps the browser position', () => {
    const state = reduce(initialCacheState, geolocationFound({ latitude: 1.5, longitude: -2 }));
    expect(state.geolocation).toEqual({ latitude: 1.5, longitude: -2 });
  });
});
