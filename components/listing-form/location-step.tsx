import { useSiteText } from '@/components/layout/use-site-text';
import { useMapProvider } from '@/components/map/use-map-provider';
import { TextField } from '@/components/ui/text-field';
import { AddressPartField } from './address-part-field';
import { FormSection } from './form-parts';
import styles from './listing-form.module.css';
import { MapLocationPicker } from './map-location-picker';
import { OfflineLocationPicker } from './offline-location-picker';
import { labelAndHint } from '@/components/ui/label-and-hint';

/**
 * Step 2: where the property is. With Google Maps, a map with a pin whose reverse geocoding
 * fills the place; without it (the default), country → state → city from the offline world
 * list, then the open map's pin for the exact point. Both end with city, state, country, the
 * formatted address and the coordinates, which stay editable. A project has no separate
 * address for clients (`hasClientAddress` false).
 */
export function LocationStep({ hasClientAddress = true }: { hasClientAddress?: boolean }) {
  const { t } = useSiteText();
  const hasGoogle = useMapProvider().googleApiKey !== null;
  return (
    <FormSection title={t('listing_form.steps.location')}>
      {hasGoogle ? (
        <>
          <MapLocationPicker hasGeocoding />
          <TextField name="country" label={t('listing_form.location.country')} />
          <TextField name="state" label={t('listing_form.location.state')} />
          <TextField name="city" label={t('listing_form.location.city')} />
        </>
      ) : (
        <>
          <OfflineLocationPicker />
          <AddressPartField
            name="street"
            {...labelAndHint(t, 'listing_form.location.street')}
            autoComplete="street-address"
          />
          <MapLocationPicker hasGeocoding={false} />
        </>
      )}
      <div className={styles.wide}>
        <TextField
          name="address"
          label={t('listing_form.location.address')}
          hint={t(
            hasGoogle
              ? 'listing_form.location.address_hint_map'
              : 'listing_form.location.address_hint',
          )}
        />
      </div>
      <TextField
        name="latitude"
        label={t('listing_form.location.latitude')}
        inputMode="decimal"
        dir="ltr"
        hint={t(
          hasGoogle
            ? 'listing_form.location.coordinates_hint_map'
            : 'listing_form.location.coordinates_hint',
        )}
      />
      <TextField
        name="longitude"
        label={t('listing_form.location.longitude')}
        inputMode="decimal"
        dir="ltr"
      />
      {hasClientAddress ? (
        <div className={styles.wide}>
          <TextField
            name="client_address"
            label={t('listing_form.location.client_address')}
            labelNote={t('listing_form.optional')}
            hint={t('listing_form.location.client_address_hint')}
          />
        </div>
      ) : null}
    </FormSection>
  );
}
