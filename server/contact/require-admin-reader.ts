import { AppError } from '../core/app-error';
import type { Viewer } from '../core/route';

/** Contact messages are for the administrators only. */
export function requireAdminReader(viewer: Viewer): void {
  if (viewer.role !== 'admin') {
    throw new AppError('forbidden', 'Only an administrator can read contact messages.');
  }
}
