import { and, eq } from 'drizzle-orm';
import type { ProjectEnquiryDto } from '@/contracts/dto/project-dto';
import type { ProjectEnquiriesQuery } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import type { Viewer } from '../core/route';
import { countProjectEnquiries, listProjectEnquiries } from './project-engagement-repository';
import { assertCanManageListing } from '../listings/listing-access';
import { findEditableListing } from '../listings/listing-repository';
import { projectKind } from './project-kind';

/**
 * `get-project-enquiries` (an addition to the spec's table): the enquiries to the caller's
 * projects, the latest first, with the senders' contact details; with project_id, one
 * project's (the owner's or, for an admin, any: 403 for someone else's, 404 for none).
 */
export async function getProjectEnquiries(
  db: Database,
  viewer: Viewer,
  query: ProjectEnquiriesQuery,
): Promise<{ data: ProjectEnquiryDto[]; total: number }> {
  let where = eq(projects.ownerId, viewer.userId);
  if (query.project_id) {
    const project = assertCanManageListing(
      projectKind,
      viewer,
      await findEditableListing(db, projectKind, query.project_id),
    );
    where = eq(projects.id, project.id);
  }
  const page = { limit: query.limit ?? 20, offset: query.offset ?? 0 };
  const [rows, total] = await Promise.all([
    listProjectEnquiries(db, and(where), page),
    countProjectEnquiries(db, where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      project_id: row.projectId,
      project_title: row.projectTitle,
      name: row.name,
      email: row.email ?? '',
      mobile: row.mobile ?? '',
      phone: row.phone,
      message: row.message,
      created_at: new Date(row.createdAt).toISOString(),
    })),
    total,
  };
}
