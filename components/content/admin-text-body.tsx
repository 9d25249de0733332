export interface AdminTextBodyProps {
  /** Sanitised HTML (server/content/sanitize-admin-html.ts), or null for plain text. */
  html: string | null;
  /** The plain text's paragraphs, when there is no HTML. */
  paragraphs: readonly string[];
  className?: string;
}

/**
 * A text the administrator wrote (a site text, an article): sanitised HTML as it is, plain text
 * as paragraphs. The administrator writes in any language, so the text follows its own direction.
 */
export function AdminTextBody({ html, paragraphs, className }: AdminTextBodyProps) {
  if (html !== null) {
    return (
      <div
        className={className}
        dir="auto"
        // Sanitized on the server with sanitize-html (an allow-list of tags, no attributes but a
        // link's href on http, https or mailto, with rel=noopener).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div className={className} dir="auto">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
