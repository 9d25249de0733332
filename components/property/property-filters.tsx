import { useEffect, useId, useRef, useState } from 'react';
import { activeFilterCount, type PropertyListFilters } from '@/contracts/property-list-filters';
import { CloseIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { Dialog } from '@/components/ui/dialog';
import { FilterForm } from './filter-form';
import styles from '@/components/listing/listing-filters.module.css';
import type { ListView } from './use-list-view';

export interface PropertyFiltersProps {
  filters: PropertyListFilters;
  /** How the results are shown: applying the filters keeps it. */
  view: ListView;
}

/**
 * The filter panel of spec §3: a sidebar on wide screens. On phones it is folded from the first
 * paint behind a "Filters" toggle (`<details>`, so it opens without scripts too, as a plain form
 * above the results); with scripts, opening it shows a full-screen dialog with an Apply button.
 */
export function PropertyFilters({ filters, view }: PropertyFiltersProps) {
  const { t } = useSiteText();
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLDetailsElement>(null);
  const panelId = useId();
  const titleId = useId();
  const count = activeFilterCount(filters);
  const close = () => setIsOpen(false);
  // Marked on the element, not in state: hydrating must not render the whole form again.
  useEffect(() => {
    if (toggleRef.current) toggleRef.current.dataset.enhanced = 'true';
  }, []);

  const content = (
    <>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('property_list.filters.title')}
        </h2>
        <button type="button" className={styles.closeButton} onClick={close}>
          <CloseIcon size={20} />
          <span className="visually-hidden">{t('common.close')}</span>
        </button>
      </div>
      <FilterForm key={JSON.stringify(filters)} filters={filters} view={view} onApplied={close} />
    </>
  );

  return (
    <details
      ref={toggleRef}
      className={styles.root}
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary className={`button button-secondary ${styles.openButton}`} aria-controls={panelId}>
        {count > 0
          ? t('property_list.filters.open_count', { count })
          : t('property_list.filters.open')}
      </summary>
      {/* Opened by a script-run toggle, the panel is a dialog (without scripts it opens in place). */}
      {isOpen ? (
        <Dialog
          id={panelId}
          className={styles.panel}
          aria-labelledby={titleId}
          aria-modal="true"
          onClose={close}
          isInPlace
        >
          {content}
        </Dialog>
      ) : (
        <div
          id={panelId}
          role="group"
          className={styles.panel}
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          {content}
        </div>
      )}
    </details>
  );
}
