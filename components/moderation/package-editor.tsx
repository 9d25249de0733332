import { useSavePackage, type SavePackagePayload } from '@/api/admin-packages/save-package';
import type { AdminPackageDto } from '@/contracts/dto/admin-package-dto';
import {
  isLimitFeature,
  packageFeatureTypes,
  type PackageFeatureType,
} from '@/contracts/package-features';
import { packageLimits, savePackageSchema } from '@/contracts/requests/admin-package-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { EditorForm } from './editor-form';
import { FieldsetSection } from '@/components/ui/fieldset-section';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { validateWithSchema } from '@/components/ui/validate-with-schema';
import { labelAndHint } from '@/components/ui/label-and-hint';

/** The editor's values: a switch per feature and, for a limit, its count ('' is unlimited). */
type PackageValues = {
  name: string;
  price: string;
  duration_hours: string;
  sequence: string;
  is_active: boolean;
} & Record<`has_${PackageFeatureType}`, boolean> &
  Record<`limit_${PackageFeatureType}`, string>;

function valuesOf(item: AdminPackageDto | null, nextSequence: number): PackageValues {
  const values: Record<string, unknown> = {
    name: item?.name ?? '',
    price: item?.price ?? '',
    duration_hours: String(item?.duration_hours ?? 720),
    sequence: String(item?.sequence ?? nextSequence),
    is_active: item?.is_active ?? true,
  };
  for (const type of packageFeatureTypes) {
    const feature = item?.features.find((each) => each.feature === type);
    values[`has_${type}`] = Boolean(feature);
    values[`limit_${type}`] = feature?.limit == null ? '' : String(feature.limit);
  }
  return values as PackageValues;
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

function payloadOf(values: PackageValues, id: number | undefined): SavePackagePayload {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    price: values.price.trim(),
    duration_hours: wholeNumber(values.duration_hours),
    sequence: wholeNumber(values.sequence),
    is_active: values.is_active ? 1 : 0,
    features: packageFeatureTypes
      .filter((type) => values[`has_${type}`])
      .map((type) => {
        const limit = values[`limit_${type}`].trim();
        return { feature: type, limit: isLimitFeature(type) && limit ? wholeNumber(limit) : null };
      }),
  };
}

/** A limit's count: empty (unlimited) or a whole number in range, checked on its own field. */
function limitErrors(values: PackageValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const type of packageFeatureTypes) {
    const text = values[`limit_${type}`].trim();
    if (!values[`has_${type}`] || !isLimitFeature(type) || text === '') continue;
    const limit = wholeNumber(text);
    if (!(limit >= 1 && limit <= packageLimits.featureLimit)) {
      errors[`limit_${type}`] = 'validation.admin_packages.limit';
    }
  }
  return errors;
}

export interface PackageEditorProps {
  /** The package to change; null to add one. */
  item: AdminPackageDto | null;
  nextSequence: number;
  onDone: () => void;
}

/** Adds or changes a package: name, price, duration, order, on sale, and what it includes. */
export function PackageEditor({ item, nextSequence, onDone }: PackageEditorProps) {
  const { t } = useSiteText();
  const save = useSavePackage();
  return (
    <EditorForm<PackageValues>
      initialValues={valuesOf(item, nextSequence)}
      validate={async (values) => ({
        // The features are checked here, each limit on its own field; the rest by the schema.
        ...(await validateWithSchema(
          savePackageSchema,
          { ...payloadOf(values, item?.id), features: [] },
          'name',
        )),
        ...limitErrors(values),
      })}
      save={(values) => save.mutateAsync(payloadOf(values, item?.id))}
      savedText={t('admin_packages.saved')}
      onDone={onDone}
    >
      <TextField name="name" label={t('admin_packages.name')} />
      <TextField name="price" {...labelAndHint(t, 'admin_packages.price')} inputMode="decimal" />
      <TextField
        name="duration_hours"
        {...labelAndHint(t, 'admin_packages.duration')}
        inputMode="numeric"
      />
      <TextField name="sequence" label={t('admin_catalogue.sequence')} inputMode="numeric" />
      <ToggleField name="is_active" {...labelAndHint(t, 'admin_packages.on_sale')} />
      <FieldsetSection title={t('admin_packages.features')}>
        {packageFeatureTypes.map((type) => (
          <div key={type}>
            <ToggleField name={`has_${type}`} label={t(`packages.feature.${type}`)} />
            {isLimitFeature(type) ? (
              <TextField
                name={`limit_${type}`}
                label={t('admin_packages.limit', { feature: t(`packages.feature.${type}`) })}
                hint={t('admin_packages.limit_hint')}
                inputMode="numeric"
              />
            ) : null}
          </div>
        ))}
      </FieldsetSection>
    </EditorForm>
  );
}
