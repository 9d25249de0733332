import type {
  OfflineCityDto,
  OfflineCountryDto,
  OfflineStateDto,
} from '@/contracts/dto/offline-place-dto';
import { notFound } from '../core/app-error';

/**
 * The bundled world list of the offline location picker (the `country-state-city` package,
 * about 8 MB of cities). It is loaded on first use only, and only on the server: the browser
 * asks the places calls for one country's states or one state's cities at a time.
 */
type WorldList = typeof import('country-state-city');

let worldList: Promise<WorldList> | null = null;

function loadWorldList(): Promise<WorldList> {
  worldList ??= import('country-state-city');
  return worldList;
}

/** A coordinate from the list's text ('25.07725000'); null when missing or not a number. */
function coordinate(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** `places/countries`: every country, by name. */
export async function listOfflineCountries(): Promise<OfflineCountryDto[]> {
  const { Country } = await loadWorldList();
  return Country.getAllCountries()
    .map((country) => ({
      iso_code: country.isoCode,
      name: country.name,
      latitude: coordinate(country.latitude),
      longitude: coordinate(country.longitude),
    }))
    .sort(byName);
}

/** `places/states`: the states of a country, by name; 404 for an unknown country. */
export async function listOfflineStates(countryCode: string): Promise<OfflineStateDto[]> {
  const { Country, State } = await loadWorldList();
  if (!Country.getCountryByCode(countryCode)) throw notFound('The country');
  return State.getStatesOfCountry(countryCode)
    .map((state) => ({
      iso_code: state.isoCode,
      country_code: state.countryCode,
      name: state.name,
      latitude: coordinate(state.latitude),
      longitude: coordinate(state.longitude),
    }))
    .sort(byName);
}

/** `places/cities`: the cities of a state, by name; 404 for an unknown country or state. */
export async function listOfflineCities(
  countryCode: string,
  stateCode: string,
): Promise<OfflineCityDto[]> {
  const { Country, State, City } = await loadWorldList();
  if (!Country.getCountryByCode(countryCode)) throw notFound('The country');
  if (!State.getStateByCodeAndCountry(stateCode, countryCode)) throw notFound('The state');
  return City.getCitiesOfState(countryCode, stateCode)
    .map((city) => ({
      name: city.name,
      latitude: coordinate(city.latitude),
      longitude: coordinate(city.longitude),
    }))
    .sort(byName);
}
