import { AppError } from '../core/app-error';
import type { Viewer } from '../core/route';

/** The review calls are the admin's alone. */
export function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') {
    throw new AppError('forbidden', 'Only an administrator can review listings.');
  }
}
