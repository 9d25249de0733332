import { useSaveFacility, type SaveFacilityPayload } from '@/api/admin-catalogue/save-facility';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { saveFacilitySchema } from '@/contracts/requests/admin-content-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { IconField } from './category-editor';
import { EditorForm, requestEditor } from './editor-form';

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
  return (
    <EditorForm<FacilityValues>
      initialValues={{ name: facility?.name ?? '', image: null }}
      {...requestEditor({
        schema: saveFacilitySchema,
        payload: (values: FacilityValues) => payloadOf(values, facility?.id),
        files: ['icon'],
        fallbackField: 'name',
        send: save.mutateAsync,
      })}
      savedText={t('admin_catalogue.content_saved')}
      onDone={onDone}
    >
      <TextField name="name" label={t('admin_catalogue.facility_name')} />
      <IconField current={facility?.image ?? null} />
    </EditorForm>
  );
}
