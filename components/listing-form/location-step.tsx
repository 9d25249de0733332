import { useMapsKey } from '@/components/property/dynamic-google-map';
import { lazyInBrowser } from '@/components/ui/lazy-in-browser';
import { useSiteText } from '@/components/layout/use-site-text';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { AddressPartField } from './address-part-field';
import { FormSection } from './form-parts';
import styles from './listing-form.module.css';
import { OfflineLocationPicker } from './offline-location-picker';

/** The map picker exists only in the browser, and only on sites with a Maps key. */
const DynamicMapLocationPicker = lazyInBrowser(() =>
  import('./map-location-picker').then((module) => module.MapLocationPicker),
);

/**
 * Step 2: where the property is. With a Maps key a map with a pin (reverse geocoding fills the
 * place); without one — the default — a note that the map is off and country → state → city
 * selects from the offline world list. Both end with city, state, country, the formatted
 * address and the coordinates, which stay editable.
 */
export function LocationStep() {
  const { t } = useSiteText();
  const mapsKey = useMapsKey();
  return (
    <FormSection title={t('listing_form.steps.location')}>
      {mapsKey ? (
        <>
          <DynamicMapLocationPicker apiKey={mapsKey} />
          <TextField name="country" label={t('listing_form.location.country')} />
          <TextField name="state" label={t('listing_form.location.state')} />
          <TextField name="city" label={t('listing_form.location.city')} />
        </>
      ) : (
        <>
          <div className={styles.wide}>
            <FormAlert tone="info">{t('listing_form.location.map_off')}</FormAlert>
          </div>
          <OfflineLocationPicker />
          <AddressPartField
            name="street"
            label={t('listing_form.location.street')}
            hint={t('listing_form.location.street_hint')}
            autoComplete="street-address"
          />
        </>
      )}
      <div className={styles.wide}>
        <TextField
          name="address"
          label={t('listing_form.location.address')}
          hint={t(
            mapsKey
              ? 'listing_form.location.address_hint_map'
              : 'listing_form.location.address_hint',
          )}
        />
      </div>
      <TextField
        name="latitude"
        label={t('listing_form.location.latitude')}
        inputMode="decimal"
        hint={t('listing_form.location.coordinates_hint')}
      />
      <TextField
        name="longitude"
        label={t('listing_form.location.longitude')}
        inputMode="decimal"
      />
      <div className={styles.wide}>
        <TextField
          name="client_address"
          label={t('listing_form.location.client_address')}
          labelNote={t('listing_form.optional')}
          hint={t('listing_form.location.client_address_hint')}
        />
      </div>
    </FormSection>
  );
}
