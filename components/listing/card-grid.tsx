import type { ReactNode } from 'react';
import styles from './property-grid.module.css';

/** The first photo of a page's first screen has high priority, the others of it load at once. */
export function eagerImageAt(index: number, eagerCount: number): false | 'auto' | 'high' {
  if (index >= eagerCount) return false;
  return index === 0 ? 'high' : 'auto';
}

/** How one card in a grid looks: its title's heading level and how eagerly its photo loads. */
export interface CardLook {
  headingLevel: 'h2' | 'h3' | 'h4';
  eagerImage: false | 'auto' | 'high';
}

/** What a kind's grid (PropertyGrid, ProjectGrid) takes besides its cards. */
export interface GridLook {
  /** Heading level of each card's title, to fit the page's outline (h3 under a section's h2). */
  headingLevel?: CardLook['headingLevel'];
  /** How many photos are in the first screen (loaded at once, the first with high priority). */
  eagerCount?: number;
}

export interface CardGridProps<T extends { id: number }> extends GridLook {
  items: readonly T[];
  /** The card of one item of any listing kind, with its heading level and photo loading. */
  renderCard: (item: T, look: CardLook) => ReactNode;
}

/** Listing cards of any kind in a responsive grid: one column on phones, up to four on wide screens. */
export function CardGrid<T extends { id: number }>({
  items,
  headingLevel = 'h3',
  eagerCount = 0,
  renderCard,
}: CardGridProps<T>) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          {renderCard(item, { headingLevel, eagerImage: eagerImageAt(index, eagerCount) })}
        </li>
      ))}
    </ul>
  );
}

/** What a kind's grid takes: its cards and how they look. */
export interface KindGridProps<T extends { id: number }> extends GridLook {
  items: readonly T[];
}

/**
 * A kind's grid (PropertyGrid, ProjectGrid): the shared grid with that kind's card in each cell.
 * A new kind gives its card and gets a grid.
 */
export function kindGrid<T extends { id: number }>(renderCard: CardGridProps<T>['renderCard']) {
  return function KindGrid(props: KindGridProps<T>) {
    return <CardGrid {...props} renderCard={renderCard} />;
  };
}
