import { useEffect, useId, useRef, useState } from 'react';
import { activeFilterCount, type PropertyListFilters } from '@/contracts/property-list-filters';
import { CloseIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { FilterForm } from './filter-form';
import styles from './property-filters.module.css';
import type { ListView } from './use-list-view';

export interface PropertyFiltersProps {
  filters: PropertyListFilters;
  /** How the results are shown: applying the filters keeps it. */
  view: ListView;
}

/** While open: Escape closes, the page behind does not scroll. */
function useDrawerEffects(isOpen: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  useEffect(() => {
    if (!isOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);
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
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const count = activeFilterCount(filters);
  const close = () => setIsOpen(false);
  // Opened by a script-run toggle, the panel is a dialog (without scripts it opens in place).
  const isDialog = isOpen;

  useFocusTrap(panelRef, isDialog);
  useDrawerEffects(isDialog, close);
  // Marked on the element, not in state: hydrating must not render the whole form again.
  useEffect(() => {
    if (toggleRef.current) toggleRef.current.dataset.enhanced = 'true';
  }, []);

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
      <div
        id={panelId}
        ref={panelRef}
        className={styles.panel}
        role={isDialog ? 'dialog' : undefined}
        aria-modal={isDialog ? true : undefined}
        aria-labelledby={titleId}
        tabIndex={-1}
      >
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
      </div>
    </details>
  );
}
