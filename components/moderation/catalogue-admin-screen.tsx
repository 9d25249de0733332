import { useState } from 'react';
import { useAdminCategories } from '@/api/admin-catalogue/get-admin-categories';
import { useAdminFacilities } from '@/api/admin-catalogue/get-admin-facilities';
import { useAdminParameters } from '@/api/admin-catalogue/get-admin-parameters';
import type { AdminCategoryDto, AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { Modal } from '@/components/ui/modal';
import { adminPaths } from '@/utils/admin-paths';
import { CategoryEditor } from './category-editor';
import { EditableList, EditableRow } from './editable-list';
import { FacilityEditor } from './facility-editor';
import { ParameterEditor } from './parameter-editor';

/** Which editor is open: none, a category (new or one), or a parameter (new or one). */
type Editing =
  | { kind: 'category'; category: AdminCategoryDto | null }
  | { kind: 'parameter'; parameter: AdminParameterDto | null }
  | { kind: 'facility'; facility: FacilityDto | null }
  | null;

function CategoryRow({ category, onEdit }: { category: AdminCategoryDto; onEdit: () => void }) {
  const { t } = useSiteText();
  const parameterNames = category.parameter_types.map(
    (parameter) => parameter.name + (parameter.is_required ? ' *' : ''),
  );
  return (
    <EditableRow
      name={category.category}
      icon={category.image}
      onEdit={onEdit}
      lines={[
        [
          category.slug_id,
          t(category.is_active ? 'admin_catalogue.active' : 'admin_catalogue.inactive'),
          t('admin_catalogue.sequence_value', { sequence: category.sequence }),
          t('admin_catalogue.listings_count', { count: category.properties_count }),
        ].join(' · '),
        parameterNames.length > 0 ? (
          <bdi>{parameterNames.join(', ')}</bdi>
        ) : (
          t('admin_catalogue.no_parameters')
        ),
      ]}
    />
  );
}

function ParameterRow({ parameter, onEdit }: { parameter: AdminParameterDto; onEdit: () => void }) {
  const { t } = useSiteText();
  return (
    <EditableRow
      name={parameter.name}
      onEdit={onEdit}
      lines={[
        [
          t(`admin_catalogue.type.${parameter.type_of_parameter}`),
          t(parameter.is_required ? 'admin_catalogue.required' : 'admin_catalogue.optional'),
          t('admin_catalogue.categories_count', { count: parameter.categories_count }),
        ].join(' · '),
        parameter.type_values.length > 0 ? <bdi>{parameter.type_values.join(', ')}</bdi> : null,
      ]}
    />
  );
}

function editorTitle(editing: NonNullable<Editing>, t: ReturnType<typeof useSiteText>['t']) {
  if (editing.kind === 'category') {
    return editing.category
      ? t('admin_catalogue.edit_title', { name: editing.category.category })
      : t('admin_catalogue.add_category');
  }
  if (editing.kind === 'facility') {
    return editing.facility
      ? t('admin_catalogue.edit_title', { name: editing.facility.name })
      : t('admin_catalogue.add_facility');
  }
  return editing.parameter
    ? t('admin_catalogue.edit_title', { name: editing.parameter.name })
    : t('admin_catalogue.add_parameter');
}

function CatalogueAdminContent() {
  const { t } = useSiteText();
  const categories = useAdminCategories();
  const parameters = useAdminParameters();
  const facilities = useAdminFacilities();
  const [editing, setEditing] = useState<Editing>(null);
  const nextSequence =
    Math.max(0, ...(categories.data ?? []).map((category) => category.sequence)) + 1;
  const failedText = t('admin_catalogue.load_failed');
  return (
    <>
      <EditableList
        heading={{ id: 'admin-categories-heading', text: t('admin_catalogue.categories') }}
        addText={t('admin_catalogue.add_category')}
        onAdd={() => setEditing({ kind: 'category', category: null })}
        addDisabled={!parameters.data}
        result={categories}
        failedText={failedText}
      >
        {(category) => (
          <CategoryRow
            key={category.id}
            category={category}
            onEdit={() => setEditing({ kind: 'category', category })}
          />
        )}
      </EditableList>
      <EditableList
        heading={{ id: 'admin-parameters-heading', text: t('admin_catalogue.parameters') }}
        addText={t('admin_catalogue.add_parameter')}
        onAdd={() => setEditing({ kind: 'parameter', parameter: null })}
        result={parameters}
        failedText={failedText}
      >
        {(parameter) => (
          <ParameterRow
            key={parameter.id}
            parameter={parameter}
            onEdit={() => setEditing({ kind: 'parameter', parameter })}
          />
        )}
      </EditableList>
      <EditableList
        heading={{ id: 'admin-facilities-heading', text: t('admin_catalogue.facilities') }}
        addText={t('admin_catalogue.add_facility')}
        onAdd={() => setEditing({ kind: 'facility', facility: null })}
        result={facilities}
        failedText={failedText}
      >
        {(facility) => (
          <EditableRow
            key={facility.id}
            name={facility.name}
            icon={facility.image}
            onEdit={() => setEditing({ kind: 'facility', facility })}
          />
        )}
      </EditableList>
      <Modal
        isOpen={editing !== null}
        title={editing ? editorTitle(editing, t) : ''}
        onClose={() => setEditing(null)}
      >
        {editing?.kind === 'category' ? (
          <CategoryEditor
            key={editing.category?.id ?? 'new'}
            category={editing.category}
            parameters={parameters.data ?? []}
            nextSequence={nextSequence}
            onDone={() => setEditing(null)}
          />
        ) : null}
        {editing?.kind === 'facility' ? (
          <FacilityEditor
            key={editing.facility?.id ?? 'new'}
            facility={editing.facility}
            onDone={() => setEditing(null)}
          />
        ) : null}
        {editing?.kind === 'parameter' ? (
          <ParameterEditor
            key={editing.parameter?.id ?? 'new'}
            parameter={editing.parameter}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </>
  );
}

/** /admin/categories: the administrator's categories (icons, order, parameters) and parameters. */
export function CatalogueAdminScreen() {
  const { t } = useSiteText();
  return (
    <ConsoleScreen
      title={t('admin_catalogue.title')}
      description={t('admin_catalogue.intro')}
      canonicalPath={adminPaths.categories()}
      roles={['administrator']}
    >
      <CatalogueAdminContent />
    </ConsoleScreen>
  );
}
