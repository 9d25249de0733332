import { useState } from 'react';
import { useAdminCategories } from '@/api/admin-catalogue/get-admin-categories';
import { useAdminFacilities } from '@/api/admin-catalogue/get-admin-facilities';
import { useAdminParameters } from '@/api/admin-catalogue/get-admin-parameters';
import type { AdminCategoryDto, AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { LoadStatus } from '@/components/ui/load-status';
import { Modal } from '@/components/ui/modal';
import { adminPaths } from '@/utils/admin-paths';
import { CategoryEditor } from './category-editor';
import { FacilityEditor } from './facility-editor';
import styles from './moderation.module.css';
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
    <li className={styles.submission}>
      <div className={styles.main}>
        <h3 className={`${styles.rowTitle} ${styles.iconTitle}`}>
          {category.image ? (
            <img src={category.image} alt="" className={styles.categoryIcon} />
          ) : null}
          <bdi>{category.category}</bdi>
        </h3>
        <p className={styles.muted}>
          {[
            category.slug_id,
            t(category.is_active ? 'admin_catalogue.active' : 'admin_catalogue.inactive'),
            t('admin_catalogue.sequence_value', { sequence: category.sequence }),
            t('admin_catalogue.listings_count', { count: category.properties_count }),
          ].join(' · ')}
        </p>
        <p className={styles.muted}>
          {parameterNames.length > 0 ? (
            <bdi>{parameterNames.join(', ')}</bdi>
          ) : (
            t('admin_catalogue.no_parameters')
          )}
        </p>
      </div>
      <div className={styles.decisions}>
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('admin_catalogue.edit_label', { name: category.category })}
        >
          {t('admin_catalogue.edit')}
        </Button>
      </div>
    </li>
  );
}

function ParameterRow({ parameter, onEdit }: { parameter: AdminParameterDto; onEdit: () => void }) {
  const { t } = useSiteText();
  return (
    <li className={styles.submission}>
      <div className={styles.main}>
        <h3 className={styles.rowTitle}>
          <bdi>{parameter.name}</bdi>
        </h3>
        <p className={styles.muted}>
          {[
            t(`admin_catalogue.type.${parameter.type_of_parameter}`),
            t(parameter.is_required ? 'admin_catalogue.required' : 'admin_catalogue.optional'),
            t('admin_catalogue.categories_count', { count: parameter.categories_count }),
          ].join(' · ')}
        </p>
        {parameter.type_values.length > 0 ? (
          <p className={styles.muted}>
            <bdi>{parameter.type_values.join(', ')}</bdi>
          </p>
        ) : null}
      </div>
      <div className={styles.decisions}>
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('admin_catalogue.edit_label', { name: parameter.name })}
        >
          {t('admin_catalogue.edit')}
        </Button>
      </div>
    </li>
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
  return (
    <>
      <section aria-labelledby="admin-categories-heading">
        <h2 id="admin-categories-heading" className={styles.title}>
          {t('admin_catalogue.categories')}
        </h2>
        <Button
          onClick={() => setEditing({ kind: 'category', category: null })}
          disabled={!parameters.data}
        >
          {t('admin_catalogue.add_category')}
        </Button>
        {categories.data ? (
          <ul className={styles.list}>
            {categories.data.map((category) => (
              <CategoryRow
                key={category.id}
                category={category}
                onEdit={() => setEditing({ kind: 'category', category })}
              />
            ))}
          </ul>
        ) : (
          <LoadStatus
            isError={categories.isError}
            failedText={t('admin_catalogue.load_failed')}
            onRetry={categories.refetch}
            className={styles.status}
          />
        )}
      </section>
      <section aria-labelledby="admin-parameters-heading">
        <h2 id="admin-parameters-heading" className={styles.title}>
          {t('admin_catalogue.parameters')}
        </h2>
        <Button onClick={() => setEditing({ kind: 'parameter', parameter: null })}>
          {t('admin_catalogue.add_parameter')}
        </Button>
        {parameters.data ? (
          <ul className={styles.list}>
            {parameters.data.map((parameter) => (
              <ParameterRow
                key={parameter.id}
                parameter={parameter}
                onEdit={() => setEditing({ kind: 'parameter', parameter })}
              />
            ))}
          </ul>
        ) : (
          <LoadStatus
            isError={parameters.isError}
            failedText={t('admin_catalogue.load_failed')}
            onRetry={parameters.refetch}
            className={styles.status}
          />
        )}
      </section>
      <section aria-labelledby="admin-facilities-heading">
        <h2 id="admin-facilities-heading" className={styles.title}>
          {t('admin_catalogue.facilities')}
        </h2>
        <Button onClick={() => setEditing({ kind: 'facility', facility: null })}>
          {t('admin_catalogue.add_facility')}
        </Button>
        {facilities.data ? (
          <ul className={styles.list}>
            {facilities.data.map((facility) => (
              <li key={facility.id} className={styles.submission}>
                <div className={styles.main}>
                  <h3 className={`${styles.rowTitle} ${styles.iconTitle}`}>
                    {facility.image ? (
                      <img src={facility.image} alt="" className={styles.categoryIcon} />
                    ) : null}
                    <bdi>{facility.name}</bdi>
                  </h3>
                </div>
                <div className={styles.decisions}>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'facility', facility })}
                    aria-label={t('admin_catalogue.edit_label', { name: facility.name })}
                  >
                    {t('admin_catalogue.edit')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <LoadStatus
            isError={facilities.isError}
            failedText={t('admin_catalogue.load_failed')}
            onRetry={facilities.refetch}
            className={styles.status}
          />
        )}
      </section>
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
