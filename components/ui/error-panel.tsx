import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './error-panel.module.css';

export interface ErrorPanelProps {
  /** The big number ("404", "500"), decorative. */
  code: string;
  title: string;
  text: string;
  links: readonly { label: string; href: string; primary?: boolean }[];
  children?: ReactNode;
}

/** The body of an error page: code, heading, explanation and ways onward. */
export function ErrorPanel({ code, title, text, links, children }: ErrorPanelProps) {
  return (
    <div className={`container ${styles.panel}`}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children}
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              className={`button ${link.primary ? 'button-primary' : 'button-secondary'}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
