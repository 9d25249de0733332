import type { AdminUserRowDto } from '@/contracts/dto/staff-dto';
import type { AdminUserRow } from './staff-repository';

export function toAdminUserRow(row: AdminUserRow): AdminUserRowDto {
  return {
    id: row.id,
    name: row.deletedAt ? '' : row.name,
    email: row.deletedAt ? null : row.email,
    mobile: row.deletedAt ? null : row.mobile,
    role: row.role,
    status: row.isActive ? 'active' : 'deactivated',
    deleted: row.deletedAt !== null,
    verification_status: row.verificationStatus,
    created_at: row.createdAt.toISOString(),
  };
}
