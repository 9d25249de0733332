import { useProjectGatedDetail } from '@/api/projects/get-project-gated-detail';
import { useSignInGate, type SignInGate } from '@/components/listing/use-sign-in-gate';
import { packageRefusalOf } from '@/hooks/use-package-gate';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';

export interface ProjectViewer extends SignInGate {
  /** The signed-in user's id once known in the browser; null for visitors (and the server). */
  userId: number | null;
}

/** Who looks at the project page: a visitor, or a signed-in user (known after hydration). */
export function useProjectViewer(): ProjectViewer {
  const gate = useSignInGate();
  const user = useAppSelector(selectSessionUser);
  return { ...gate, userId: gate.isSignedIn && user ? user.id : null };
}

/**
 * The project's gated parts (plan files, documents, contact) for a signed-in viewer: asked with
 * the session once it is known, never rendered on the server. `refusal` is set when the viewer's
 * packages lack project access (the screens then point to the packages).
 */
export function useGatedProject(slug: string) {
  const viewer = useProjectViewer();
  const gated = useProjectGatedDetail(slug, viewer.userId);
  const refusal = gated.isError ? packageRefusalOf('project_access', gated.error) : null;
  return { viewer, gated, refusal };
}
