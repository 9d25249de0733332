import type { ReactNode } from 'react';
import { AdminPage, type AdminPageProps } from './admin-page';
import { ScreenFrame } from './screen-frame';

/**
 * A console screen: the admin page frame with the screen's title as its heading and its
 * description as the intro under it, then the screen's own parts.
 */
export interface ConsoleScreenProps extends AdminPageProps {
  /** What stands under the intro, in the screen's header (a link to a related screen). */
  headerExtra?: ReactNode;
}

export function ConsoleScreen({ children, headerExtra, ...page }: ConsoleScreenProps) {
  return (
    <AdminPage {...page}>
      <ScreenFrame title={page.title} intro={page.description} headerExtra={headerExtra}>
        {children}
      </ScreenFrame>
    </AdminPage>
  );
}
