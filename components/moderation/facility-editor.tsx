import { useSavingForm } from '@/components/ui/use-saving-form';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { Form, Formik } from 'formik';
import { useSaveFacility, type SaveFacilityPayload } from '@/api/admin-catalogue/save-facility';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { saveFacilitySchema } from '@/contracts/requests/admin-content-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { IconField } from './category-editor';
import styles from './moderation.module.css';

interface FacilityValues {
  name: string;
  image: File | null;
}

const payloadOf = (values: FacilityValues, id: number | undefined): SaveFacilityPayload => ({
  ...(id === undefined ? {} : { id }),
  name: values.name.trim(),
  icon: values.image,
});

/** Adds or renames a nearby facility, with a new icon when one is chosen. */
export function FacilityEditor({
  facility,
  onDone,
}: {
  facility: FacilityDto | null;
  onDone: () => void;
}) {
  const { t } = useSiteText();
  const save = useSaveFacility();
  const { formError, onSubmit } = useSavingForm({
    save: (values: FacilityValues) => save.mutateAsync(payloadOf(values, facility?.id)),
    savedText: t('admin_catalogue.content_saved'),
    onDone,
  });
  return (
    <Formik<FacilityValues>
      initialValues={{ name: facility?.name ?? '', image: null }}
      validate={(values) => {
        const { icon: _icon, ...payload } = payloadOf(values, facility?.id);
        return validateWithSchema(saveFacilitySchema, payload, 'name');
      }}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form className={styles.rejectForm} noValidate>
          <TextField name="name" label={t('admin_catalogue.facility_name')} />
          <IconField current={facility?.image ?? null} />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <DialogFormButtons
            submitLabel={t('common.save')}
            submitVariant="primary"
            isBusy={isSubmitting}
            onCancel={onDone}
            className={styles.dialogButtons}
          />
        </Form>
      )}
    </Formik>
  );
}
