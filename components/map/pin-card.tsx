import Link from 'next/link';
import type { MapPin } from './map-pin';
import styles from './pin-card.module.css';

/**
 * The card a results map opens from a marker: photo, price, and the title linking to the
 * listing. The maps render it through a React portal, so it keeps the page's router.
 */
export function PinCard({ pin }: { pin: MapPin }) {
  return (
    <article className={styles.card}>
      <Link
        href={pin.href}
        prefetch={false}
        className={styles.photoLink}
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          className={styles.photo}
          src={pin.image}
          alt=""
          width={240}
          height={150}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.price}>
          {pin.price}
          {pin.per ? <span className={styles.per}>{pin.per}</span> : null}
        </p>
        <h2 className={styles.title}>
          <Link href={pin.href} prefetch={false}>
            {pin.title}
          </Link>
        </h2>
      </div>
    </article>
  );
}
