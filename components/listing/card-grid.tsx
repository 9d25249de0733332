import type { ReactNode } from 'react';
import styles from './property-grid.module.css';

/** The first photo of a page's first screen has high priority, the others of it load at once. */
export function eagerImageAt(index: number, eagerCount: number): false | 'auto' | 'high' {
  if (index >= eagerCount) return false;
  return index === 0 ? 'high' : 'auto';
}

export interface CardGridProps<T extends { id: number }> {
  items: readonly T[];
  /** How many photos are in the first screen (loaded at once, the first with high priority). */
  eagerCount?: number;
  /** The card of one item of any listing kind, with how eagerly its photo loads. */
  renderCard: (item: T, eagerImage: false | 'auto' | 'high') => ReactNode;
}

/** Listing cards of any kind in a responsive grid: one column on phones, up to four on wide screens. */
export function CardGrid<T extends { id: number }>({
  items,
  eagerCount = 0,
  renderCard,
}: CardGridProps<T>) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          {renderCard(item, eagerImageAt(index, eagerCount))}
        </li>
      ))}
    </ul>
  );
}
