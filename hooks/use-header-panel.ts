import { useEffect, useId, useRef, useState } from 'react';

/**
 * A header button's drop-down panel: whether it is open, the ref for the root that holds both,
 * the props of the button that opens and closes it, and the panel's id. While open, Escape
 * closes it and returns focus to the button, and a click outside the root closes it.
 */
export function useHeaderPanel() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('mousedown', closeOnOutsideClick);
    };
  }, [isOpen]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    onClick: () => setIsOpen((open) => !open),
  } as const;

  return { isOpen, setIsOpen, panelId, rootRef, buttonProps };
}
