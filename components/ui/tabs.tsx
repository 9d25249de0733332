import type { KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** Base of the tab and panel ids: tab `${idBase}-tab-${value}`, panel `${idBase}-panel`. */
  idBase: string;
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function tabPanelId(idBase: string): string {
  return `${idBase}-panel`;
}

export function tabId(idBase: string, value: string): string {
  return `${idBase}-tab-${value}`;
}

/**
 * A segmented tab list (ARIA tabs: arrow keys, Home and End move between tabs). Render the
 * selected content in an element with role="tabpanel", id `tabPanelId(idBase)` and
 * aria-labelledby `tabId(idBase, value)`.
 */
export function Tabs<T extends string>({ idBase, label, items, value, onChange }: TabsProps<T>) {
  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.value);
    document.getElementById(tabId(idBase, item.value))?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.value === value);
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: current + 1,
      [backward]: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div role="tablist" aria-label={label} className={styles.list} onKeyDown={handleKeyDown}>
      {items.map((item) => {
        const isSelected = item.value === value;
        return (
          <button
            key={item.value}
            id={tabId(idBase, item.value)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(idBase)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
