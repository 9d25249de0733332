import type { ReactNode } from 'react';
import type { SessionUserDto } from '@/contracts/dto/session-dto';
import { ProtectedPage } from './protected-page';
import { ScreenFrame, type ScreenFrameProps } from './screen-frame';

export interface AccountScreenProps extends Omit<ScreenFrameProps, 'intro' | 'children'> {
  /** The page's description, also the intro under its title. */
  description: string;
  canonicalPath: string;
  /** The screen's parts, for the signed-in user. */
  children: (user: SessionUserDto) => ReactNode;
}

/** A screen under /user/: the protected page with the screen's title and intro over its parts. */
export function AccountScreen({
  description,
  canonicalPath,
  children,
  ...frame
}: AccountScreenProps) {
  return (
    <ProtectedPage title={frame.title} description={description} canonicalPath={canonicalPath}>
      {(user) => (
        <ScreenFrame {...frame} intro={description}>
          {children(user)}
        </ScreenFrame>
      )}
    </ProtectedPage>
  );
}
