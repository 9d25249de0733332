import { AppError } from '../core/app-error';
import type { Viewer } from '../core/route';

/** The review of verifications is the admin's alone. */
export function requireVerificationAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') {
    throw new AppError('forbidden', 'Only an administrator can review verifications.');
  }
}
