import { useState } from 'react';
import { useAdminPackages } from '@/api/admin-packages/get-admin-packages';
import type { AdminPackageDto } from '@/contracts/dto/admin-package-dto';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { useSiteText } from '@/components/layout/use-site-text';
import { usePriceText } from '@/components/listing/use-price-text';
import { adminPaths } from '@/utils/admin-paths';
import { durationText } from '@/utils/format-duration';
import { EditableList, EditableRow, EditorDialog, type EditingEntry } from './editable-list';
import { PackageEditor } from './package-editor';

function PackageRow({ item, onEdit }: { item: AdminPackageDto; onEdit: () => void }) {
  const { t, tCount, locale } = useSiteText();
  const priceText = usePriceText();
  return (
    <EditableRow
      heading="h2"
      name={item.name}
      onEdit={onEdit}
      lines={[
        [
          Number(item.price) === 0 ? t('packages.free') : priceText(item.price).full,
          durationText(item.duration_hours, locale),
          t(item.is_active ? 'admin_packages.on_sale' : 'admin_packages.off_sale'),
          item.holders_count === 0
            ? t('admin_packages.holders.zero')
            : tCount('admin_packages.holders', item.holders_count),
        ].join(' · '),
        item.features.length > 0
          ? new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
              item.features.map(
                (feature) =>
                  t(`packages.feature.${feature.feature}`) +
                  (feature.limit === null ? '' : ` (${feature.limit.toLocaleString(locale)})`),
              ),
            )
          : t('admin_packages.no_features'),
      ]}
    />
  );
}

/** /admin/packages: the packages on the plans page, their prices, durations and features. */
export function AdminPackagesScreen() {
  const { t } = useSiteText();
  const packages = useAdminPackages();
  const [editing, setEditing] = useState<EditingEntry<AdminPackageDto>>(null);
  const nextSequence = Math.max(0, ...(packages.data ?? []).map((item) => item.sequence)) + 1;
  return (
    <ConsoleScreen
      title={t('admin_packages.title')}
      description={t('admin_packages.intro')}
      canonicalPath={adminPaths.packages()}
    >
      <EditableList
        addText={t('admin_packages.add')}
        onAdd={() => setEditing({ entry: null })}
        result={packages}
        failedText={t('admin_packages.load_failed')}
      >
        {(item) => (
          <PackageRow key={item.id} item={item} onEdit={() => setEditing({ entry: item })} />
        )}
      </EditableList>
      <EditorDialog
        editing={editing}
        editTitle={(item) => t('admin_catalogue.edit_title', { name: item.name })}
        addTitle={t('admin_packages.add')}
        onClose={() => setEditing(null)}
      >
        {(item) => (
          <PackageEditor item={item} nextSequence={nextSequence} onDone={() => setEditing(null)} />
        )}
      </EditorDialog>
    </ConsoleScreen>
  );
}
