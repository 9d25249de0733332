import { useEffect, useId, useRef, useState } from 'react';
import { activeFilterCount, type PropertyListFilters } from '@/contracts/property-list-filters';
import { CloseIcon } from '@/components/layout/icons';
import { useHydrated } from '@/components/layout/use-hydrated';
import { useSiteText } from '@/components/layout/use-site-text';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { FilterForm } from './filter-form';
import styles from './property-filters.module.css';

export interface PropertyFiltersProps {
  filters: PropertyListFilters;
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
 * The filter panel of spec §3: a sidebar on wide screens. On phones, once scripts run, it
 * folds into a "Filters" button that opens it as a full-screen dialog with an Apply button;
 * without scripts it stays a plain form above the results.
 */
export function PropertyFilters({ filters }: PropertyFiltersProps) {
  const { t } = useSiteText();
  const isHydrated = useHydrated();
  const [isOpen, setIsOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const count = activeFilterCount(filters);
  const close = () => setIsOpen(false);

  useFocusTrap(panelRef, isOpen);
  useDrawerEffects(isOpen, close);

  return (
    <div className={styles.root} data-enhanced={isHydrated ? 'true' : undefined}>
      <button
        type="button"
        className={`button button-secondary ${styles.openButton}`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(true)}
      >
        {count > 0
          ? t('property_list.filters.open_count', { count })
          : t('property_list.filters.open')}
      </button>
      <div
        id={panelId}
        ref={panelRef}
        className={styles.panel}
        data-open={isOpen ? 'true' : undefined}
        role={isOpen ? 'dialog' : undefined}
        aria-modal={isOpen ? true : undefined}
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
        <FilterForm key={JSON.stringify(filters)} filters={filters} onApplied={close} />
      </div>
    </div>
  );
}
