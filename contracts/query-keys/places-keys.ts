/** Query keys of the offline location picker's place lists (countries → states → cities). */
export const placeKeys = {
  all: ['places'] as const,
  countries: () => [...placeKeys.all, 'countries'] as const,
  states: (country: string) => [...placeKeys.all, 'states', country] as const,
  cities: (country: string, state: string) => [...placeKeys.all, 'cities', country, state] as const,
};
