import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useCategories } from '@/api/catalogue/get-categories';
import { useFacilitiesForFilter } from '@/api/catalogue/get-facilities-for-filter';
import { useDeletePersonalisedFields } from '@/api/feed/delete-personalised-fields';
import { useSavePersonalisedFields } from '@/api/feed/save-personalised-fields';
import { useCities } from '@/api/places/get-cities';
import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { ChoiceGroup } from '@/components/ui/choice-group';
import {
  toFormErrors,
  toFormValues,
  toRequestBody,
  validatePreferences,
  type FeedPreferencesValues,
} from './feed-preferences-values';
import styles from './feed.module.css';

/** The feed form's look of its choice groups. */
const choiceClasses = {
  group: styles.group,
  legend: styles.legend,
  options: styles.checks,
  option: styles.check,
  error: styles.error,
};

export interface FeedPreferencesFormProps {
  saved: PersonalisedFieldsDto | null;
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The interests the feed follows: categories, facilities, price range, type and city. */
export function FeedPreferencesForm({ saved }: FeedPreferencesFormProps) {
  const { t } = useSiteText();
  const { nameOf } = useCatalogueNames();
  const categories = useCategories().data ?? [];
  const facilities = useFacilitiesForFilter().data ?? [];
  const cities = useCities().data ?? [];
  const save = useSavePersonalisedFields();
  const clear = useDeletePersonalisedFields();
  const [notice, setNotice] = useState<Notice>(null);

  const handleSubmit = async (
    values: FeedPreferencesValues,
    helpers: FormikHelpers<FeedPreferencesValues>,
  ) => {
    setNotice(null);
    try {
      await save.mutateAsync(toRequestBody(values));
      setNotice({ tone: 'success', text: t('feed.saved') });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors)
        helpers.setErrors(toFormErrors(error.fieldErrors));
      setNotice({ tone: 'error', text: apiErrorText(error, t) });
    }
  };

  const cityNames = [
    ...new Set([...(saved?.city ? [saved.city] : []), ...cities.map((c) => c.city)]),
  ];

  return (
    <Formik
      initialValues={toFormValues(saved)}
      validate={validatePreferences}
      onSubmit={handleSubmit}
      enableReinitialize
    >
      {({ isSubmitting, resetForm }) => (
        <Form className={styles.form} noValidate aria-labelledby="feed-preferences-title">
          <h2 id="feed-preferences-title" className={styles.panelTitle}>
            {t('feed.preferences_title')}
          </h2>
          {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
          <ChoiceGroup
            name="category_ids"
            isMultiple
            legend={t('feed.fields.categories')}
            choices={categories.map((category) => ({
              value: String(category.id),
              label: <bdi>{nameOf(category)}</bdi>,
            }))}
            classes={choiceClasses}
          />
          <ChoiceGroup
            name="property_type"
            isMultiple={false}
            legend={t('feed.fields.property_type')}
            choices={(['', 'sell', 'rent'] as const).map((type) => ({
              value: type,
              label: t(type ? `feed.type.${type}` : 'feed.type.any'),
            }))}
            classes={choiceClasses}
          />
          <div className={styles.pair}>
            <TextField
              name="min_price"
              label={t('feed.fields.min_price')}
              inputMode="decimal"
              placeholder={t('feed.any_price')}
            />
            <TextField
              name="max_price"
              label={t('feed.fields.max_price')}
              inputMode="decimal"
              placeholder={t('feed.any_price')}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="feed-city" className={styles.legend}>
              {t('feed.fields.city')}
            </label>
            <Field as="select" id="feed-city" name="city" className={styles.select}>
              <option value="">{t('feed.any_city')}</option>
              {cityNames.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </Field>
          </div>
          <ChoiceGroup
            name="outdoor_facilitiy_ids"
            isMultiple
            legend={t('feed.fields.facilities')}
            choices={facilities.map((facility) => ({
              value: String(facility.id),
              label: <bdi>{nameOf(facility)}</bdi>,
            }))}
            classes={choiceClasses}
          />
          <div className={styles.buttons}>
            <Button type="submit" isBusy={isSubmitting}>
              {t('feed.save')}
            </Button>
            {saved ? (
              <Button
                variant="ghost"
                isBusy={clear.isPending}
                onClick={() =>
                  clear.mutate(undefined, {
                    onSuccess: () => {
                      resetForm({ values: toFormValues(null) });
                      setNotice({ tone: 'success', text: t('feed.cleared') });
                    },
                    onError: (error) => setNotice({ tone: 'error', text: apiErrorText(error, t) }),
                  })
                }
              >
                {t('feed.clear')}
              </Button>
            ) : null}
          </div>
        </Form>
      )}
    </Formik>
  );
}
