import type { ReactNode } from 'react';
import pageStyles from '@/styles/page.module.css';
import textStyles from '@/styles/text.module.css';

/** A signed-in screen's frame: its title and intro in a header, then the screen's parts. */
export interface ScreenFrameProps {
  title: string;
  intro: string;
  children: ReactNode;
  /** The frame's own layout; the workspace grid by default. */
  className?: string;
  headClassName?: string;
  introClassName?: string;
  /** What stands beside the title and intro (an "add" link). */
  aside?: ReactNode;
  /** What stands under the intro, in the header (a link to a related screen). */
  headerExtra?: ReactNode;
  /** Leave the header out of a printout (a receipt prints without it). */
  printHiddenHead?: boolean;
}

export function ScreenFrame({
  title,
  intro,
  children,
  className = pageStyles.workspace,
  headClassName,
  introClassName = textStyles.muted,
  aside,
  headerExtra,
  printHiddenHead,
}: ScreenFrameProps) {
  const heading = (
    <>
      <h1 className={pageStyles.title}>{title}</h1>
      <p className={introClassName}>{intro}</p>
    </>
  );
  return (
    <div className={className}>
      <header className={headClassName} data-print-hidden={printHiddenHead || undefined}>
        {aside ? <div>{heading}</div> : heading}
        {aside}
        {headerExtra}
      </header>
      {children}
    </div>
  );
}
