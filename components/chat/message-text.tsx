import { useMemo, useState } from 'react';
import { LeaveSiteDialog } from './leave-site-dialog';
import { isOwnHost, messageParts } from './message-links';
import styles from './message-bubble.module.css';

/**
 * A message's text with its links: a link to this site opens as any link; a link to another
 * host is only its text until the reader confirms leaving for that host.
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => messageParts(text), [text]);
  const [leavingFor, setLeavingFor] = useState<URL | null>(null);
  const pageHost = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <p className={styles.text} dir="auto">
      {parts.map((part, index) => {
        if (part.kind === 'text') return <span key={index}>{part.text}</span>;
        if (isOwnHost(part.url, pageHost)) {
          return (
            <a key={index} href={part.url.href} className={styles.link}>
              {part.text}
            </a>
          );
        }
        return (
          <button
            key={index}
            type="button"
            className={styles.outsideLink}
            onClick={() => setLeavingFor(part.url)}
          >
            {part.text}
          </button>
        );
      })}
      <LeaveSiteDialog url={leavingFor} onClose={() => setLeavingFor(null)} />
    </p>
  );
}
