import type { ProfileDto } from '@/contracts/dto/profile-dto';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { findUserById } from './accounts-repository';
import { toProfileDto } from './profile-dto';

/** `get-user-profile` (added call): the signed-in user's own profile. */
export async function getProfile(db: Database, viewer: Viewer): Promise<ProfileDto> {
  const user = await findUserById(db, viewer.userId);
  if (!user) throw notFound('Your account');
  return toProfileDto(user);
}
