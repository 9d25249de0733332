import Link from 'next/link';
import { SearchIcon } from '@/components/layout/icons';
import styles from './listing-list-empty.module.css';

export interface ListingListEmptyProps {
  title: string;
  text: string;
  /** The link back to the whole list, when filters are set. */
  clear: { href: string; text: string } | null;
}

/** Nothing of the kind matches: say so and, when filters are set, offer the whole list. */
export function ListingListEmpty({ title, text, clear }: ListingListEmptyProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <SearchIcon size={28} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {clear ? (
        <Link href={clear.href} className="button button-primary" prefetch={false}>
          {clear.text}
        </Link>
      ) : null}
    </div>
  );
}
