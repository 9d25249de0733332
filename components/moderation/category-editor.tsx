import { useField } from 'formik';
import { useId } from 'react';
import { useSaveCategory, type SaveCategoryPayload } from '@/api/admin-catalogue/save-category';
import type { AdminCategoryDto, AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import { saveCategorySchema } from '@/contracts/requests/admin-catalogue-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { describedBy, FieldFrame, fieldIds } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { useFieldError } from '@/components/ui/use-field-error';
import { CategoryParametersField } from './category-parameters-field';
import { EditorForm, requestEditor } from './editor-form';
import styles from './moderation.module.css';
import { labelAndHint } from '@/components/ui/label-and-hint';

/** The category editor's values: the order as typed, the new icon if one was chosen. */
interface CategoryValues {
  category: string;
  slug_id: string;
  sequence: string;
  is_active: boolean;
  parameter_ids: number[];
  image: File | null;
}

function valuesOf(category: AdminCategoryDto | null, nextSequence: number): CategoryValues {
  return {
    category: category?.category ?? '',
    slug_id: category?.slug_id ?? '',
    sequence: String(category?.sequence ?? nextSequence),
    is_active: category?.is_active ?? true,
    parameter_ids: category?.parameter_types.map((parameter) => parameter.id) ?? [],
    image: null,
  };
}

function payloadOf(values: CategoryValues, id: number | undefined): SaveCategoryPayload {
  return {
    ...(id === undefined ? {} : { id }),
    category: values.category.trim(),
    slug_id: values.slug_id.trim(),
    is_active: values.is_active ? 1 : 0,
    sequence: values.sequence.trim() === '' ? 0 : Number(values.sequence),
    parameter_ids: values.parameter_ids,
    icon: values.image,
  };
}

export interface IconFieldProps {
  current: string | null;
  /** The field's label and hint: an icon's unless given. */
  label?: string;
  hint?: string;
}

/** The icon (or picture): the current one shown, a PNG, JPEG or WebP picture to replace it. */
export function IconField({ current, label, hint }: IconFieldProps) {
  const { t } = useSiteText();
  const [, , helpers] = useField<File | null>('image');
  const error = useFieldError('image');
  const ids = fieldIds(useId());
  return (
    <FieldFrame
      ids={ids}
      label={label ?? t('admin_catalogue.icon')}
      hint={hint ?? t('admin_catalogue.icon_hint')}
      error={error}
    >
      <div className={styles.addChoice}>
        {current ? <img src={current} alt="" className={styles.categoryIcon} /> : null}
        <input
          id={ids.inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, true, Boolean(error))}
          className={fieldStyles.control}
          onChange={(event) => void helpers.setValue(event.target.files?.[0] ?? null)}
        />
      </div>
    </FieldFrame>
  );
}

export interface CategoryEditorProps {
  /** The category to change; null to add one. */
  category: AdminCategoryDto | null;
  /** Every parameter a category may ask for. */
  parameters: readonly AdminParameterDto[];
  nextSequence: number;
  onDone: () => void;
}

/** Adds or changes a category: name, slug, icon, order, active, its parameters in order. */
export function CategoryEditor({
  category,
  parameters,
  nextSequence,
  onDone,
}: CategoryEditorProps) {
  const { t } = useSiteText();
  const save = useSaveCategory();
  return (
    <EditorForm<CategoryValues>
      initialValues={valuesOf(category, nextSequence)}
      {...requestEditor({
        schema: saveCategorySchema,
        payload: (values: CategoryValues) => payloadOf(values, category?.id),
        files: ['icon'],
        fallbackField: 'category',
        send: save.mutateAsync,
      })}
      savedText={t('admin_catalogue.category_saved')}
      onDone={onDone}
    >
      <TextField name="category" label={t('admin_catalogue.category_name')} />
      <TextField name="slug_id" {...labelAndHint(t, 'admin_catalogue.slug')} dir="ltr" />
      <IconField current={category?.image ?? null} />
      <TextField
        name="sequence"
        {...labelAndHint(t, 'admin_catalogue.sequence')}
        inputMode="numeric"
      />
      <ToggleField name="is_active" {...labelAndHint(t, 'admin_catalogue.is_active')} />
      <CategoryParametersField name="parameter_ids" parameters={parameters} />
    </EditorForm>
  );
}
