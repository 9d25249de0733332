import { object, string } from 'yup';

/** ISO 3166-1 alpha-2, any case on input ('ae' → 'AE'). */
const countryCodeField = () =>
  string()
    .trim()
    .uppercase()
    .required('country is required')
    .matches(/^[A-Z]{2}$/, 'country is a two-letter ISO code');

/** A subdivision code within a country: letters and digits, maybe one hyphen ('SH-AC'). */
const stateCodeField = () =>
  string()
    .trim()
    .uppercase()
    .required('state is required')
    .max(10, 'state is a code of letters and digits')
    .matches(/^[A-Z0-9]+(-[A-Z0-9]+)?$/, 'state is a code of letters and digits');

/** `places/states`: the states of one country. */
export const offlineStatesQuerySchema = object({ country: countryCodeField() });

/** `places/cities`: the cities of one state of one country. */
export const offlineCitiesQuerySchema = object({
  country: countryCodeField(),
  state: stateCodeField(),
});
