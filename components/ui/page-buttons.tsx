import { Button } from './button';

export interface PageButtonsProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The group's accessible name ("Pages of your conversations"). */
  label?: string;
  /** The buttons' words: "Newer" / "Older", "Previous" / "Next". */
  previousText: string;
  nextText: string;
  /** "Page 2 of 5", between the buttons. */
  positionText?: string;
  className?: string;
}

/**
 * The pager of a list paged in place (in a panel, a dialog): back and forward buttons, and
 * where the reader is; nothing when there is one page.
 */
export function PageButtons({
  page,
  pageCount,
  onPage,
  label,
  previousText,
  nextText,
  positionText,
  className,
}: PageButtonsProps) {
  if (pageCount <= 1) return null;
  return (
    <div className={className} role="group" aria-label={label}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousText}
      </Button>
      {positionText ? <span role="status">{positionText}</span> : null}
      <Button variant="ghost" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {nextText}
      </Button>
    </div>
  );
}
