import { useSaveParameter, type SaveParameterPayload } from '@/api/admin-catalogue/save-parameter';
import type { AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import { parameterKinds, type ParameterKind } from '@/contracts/dto/category-dto';
import {
  choiceParameterKinds,
  saveParameterSchema,
} from '@/contracts/requests/admin-catalogue-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { FieldTypeSelect } from './field-type-select';
import { ChoiceLinesField, EditorForm } from './editor-form';
import { optionLines } from './verification-field-values';
import { labelAndHint } from '@/components/ui/label-and-hint';

/** The parameter editor's values: choices one per line. */
interface ParameterValues {
  name: string;
  type_of_parameter: ParameterKind;
  type_values: string;
  is_required: boolean;
}

const hasChoices = (kind: ParameterKind) => choiceParameterKinds.includes(kind);

function valuesOf(parameter: AdminParameterDto | null): ParameterValues {
  return {
    name: parameter?.name ?? '',
    type_of_parameter: parameter?.type_of_parameter ?? 'text',
    type_values: parameter?.type_values.join('\n') ?? '',
    is_required: parameter?.is_required ?? false,
  };
}

function payloadOf(values: ParameterValues, id: number | undefined): SaveParameterPayload {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    type_of_parameter: values.type_of_parameter,
    type_values: hasChoices(values.type_of_parameter) ? optionLines(values.type_values) : [],
    is_required: values.is_required ? 1 : 0,
  };
}

export interface ParameterEditorProps {
  /** The parameter to change; null to add one. */
  parameter: AdminParameterDto | null;
  onDone: () => void;
}

/** Adds or changes a listing parameter: name, type, choices, required. */
export function ParameterEditor({ parameter, onDone }: ParameterEditorProps) {
  const { t } = useSiteText();
  const save = useSaveParameter();
  return (
    <EditorForm<ParameterValues>
      initialValues={valuesOf(parameter)}
      validate={(values) =>
        validateWithSchema(saveParameterSchema, { ...payloadOf(values, parameter?.id) }, 'name')
      }
      save={(values: ParameterValues) => save.mutateAsync(payloadOf(values, parameter?.id))}
      savedText={t('admin_catalogue.parameter_saved')}
      onDone={onDone}
    >
      <TextField name="name" label={t('admin_catalogue.parameter_name')} />
      <FieldTypeSelect
        name="type_of_parameter"
        label={t('admin_catalogue.type')}
        types={parameterKinds}
        typeLabel={(type) => t(`admin_catalogue.type.${type}`)}
      />
      <ChoiceLinesField
        name="type_values"
        kindField="type_of_parameter"
        hasChoices={hasChoices}
        {...labelAndHint(t, 'admin_catalogue.choices')}
      />
      <ToggleField name="is_required" {...labelAndHint(t, 'admin_catalogue.is_required')} />
    </EditorForm>
  );
}
