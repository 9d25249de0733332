import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import {
  useOfflineCities,
  useOfflineCountries,
  useOfflineStates,
} from '@/api/places/get-offline-places';
import { useSiteText } from '@/components/layout/use-site-text';
import { FormAlert } from '@/components/ui/form-alert';
import { AddressPartField } from './address-part-field';
import { SelectField } from './form-parts';
import type { ListingFormValues } from './listing-form-values';
import { chooseCity, chooseCountry, chooseState } from './place-choice';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Country → state → city from the site's own world list (no maps service): each choice fills
 * the coordinates (the city's, else the state's) and the formatted address. A saved listing's
 * names are matched to the lists so the selects show them.
 */
export function OfflineLocationPicker() {
  const { t } = useSiteText();
  const { values, setValues } = useFormikContext<ListingFormValues>();
  const countries = useOfflineCountries();
  const states = useOfflineStates(values.country_code);
  const cities = useOfflineCities(values.country_code, values.state_code);
  const country = countries.data?.find((item) => item.iso_code === values.country_code);
  const state = states.data?.find((item) => item.iso_code === values.state_code);

  useEffect(() => {
    if (values.country_code || !values.country || !countries.data) return;
    const saved = countries.data.find((item) => sameName(item.name, values.country));
    if (saved) void setValues((current) => ({ ...current, country_code: saved.iso_code }), false);
  }, [countries.data, values.country, values.country_code, setValues]);

  useEffect(() => {
    if (values.state_code || !values.state || !states.data) return;
    const saved = states.data.find((item) => sameName(item.name, values.state));
    if (saved) void setValues((current) => ({ ...current, state_code: saved.iso_code }), false);
  }, [states.data, values.state, values.state_code, setValues]);

  const cityNames = (cities.data ?? []).map((city) => city.name);
  if (values.city && !cityNames.some((name) => sameName(name, values.city))) {
    cityNames.unshift(values.city);
  }
  // A few places have no states or cities in the list: then they are typed.
  const hasNoStateList = states.isSuccess && states.data.length === 0;
  const hasNoCityList = hasNoStateList || (cities.isSuccess && cities.data.length === 0);
  const failed = countries.isError || states.isError || cities.isError;

  return (
    <>
      {failed ? <FormAlert>{t('listing_form.location.places_failed')}</FormAlert> : null}
      <SelectField
        name="country_code"
        errorName="country"
        label={t('listing_form.location.country')}
        placeholder={t(countries.isPending ? 'common.loading' : 'listing_form.location.choose')}
        options={(countries.data ?? []).map((item) => ({ value: item.iso_code, label: item.name }))}
        onChoose={(code) =>
          void setValues((current) =>
            chooseCountry(
              current,
              countries.data?.find((item) => item.iso_code === code),
            ),
          )
        }
      />
      {hasNoStateList ? (
        <AddressPartField name="state" label={t('listing_form.location.state')} />
      ) : (
        <SelectField
          name="state_code"
          errorName="state"
          label={t('listing_form.location.state')}
          placeholder={t(
            states.isLoading ? 'common.loading' : 'listing_form.location.choose_state',
          )}
          disabled={!values.country_code}
          options={(states.data ?? []).map((item) => ({ value: item.iso_code, label: item.name }))}
          onChoose={(code) =>
            void setValues((current) =>
              chooseState(
                current,
                states.data?.find((item) => item.iso_code === code),
                country,
              ),
            )
          }
        />
      )}
      {hasNoCityList ? (
        <AddressPartField name="city" label={t('listing_form.location.city')} />
      ) : (
        <SelectField
          name="city"
          label={t('listing_form.location.city')}
          placeholder={t(cities.isLoading ? 'common.loading' : 'listing_form.location.choose_city')}
          disabled={!values.state_code}
          options={cityNames.map((name) => ({ value: name, label: name }))}
          onChoose={(name) => {
            const city = cities.data?.find((item) => item.name === name);
            void setValues((current) => chooseCity(current, { name, ...city }, [state, country]));
          }}
        />
      )}
    </>
  );
}
