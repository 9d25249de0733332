import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportTargetDto } from '@/contracts/dto/admin-report-dto';
import type { AdminUserDto, ConsoleDashboardDto } from '@/contracts/dto/staff-dto';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { projectReports, projects, reportReasons, staffAuditLog } from '@/server/db/schema';
import { insertSession, insertUser } from '../../support/factories';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { insertProject, setUpProjectTestKit } from '../../support/project-test-kit';
import type { Lister } from '../../support/listing-test-kit';
import { expectRemovedForOwner } from '../../support/removal-checks';

const kit = setUpProjectTestKit();

const reasons: Record<string, number> = {};
const staff = { moderator: '', support: '' };
let owner: Lister;
let rami: Lister;
let sara: Lister;
const ids = { court: 0, garden: 0, hidden: 0 };
const slugs = { court: '' };

const report = (token: string | undefined, json: Record<string, unknown>) =>
  kit.call<{ id: number; project_id: number; status: string }>('POST', 'add-project-report', {
    token,
    json,
  });

const reportsOf = (query: Record<string, string | number> = {}) =>
  kit.call<ReportTargetDto[]>('GET', 'admin/reports', { token: staff.support, query });

const resolve = (json: Record<string, unknown>) =>
  kit.call('POST', 'admin/resolve-report', { token: staff.moderator, json });

const auditRows = async () => (await kit.db.select({ n: count() }).from(staffAuditLog))[0]!.n;

const lastAudit = async () => {
  const rows = await kit.db.select().from(staffAuditLog).orderBy(staffAuditLog.id);
  return rows.at(-1)!;
};

/** Resolves a project's reports as a moderator: answered 200 with one audit row; that row. */
async function resolvedAudit(action: Record<string, unknown>) {
  const before = await auditRows();
  expect((await resolve({ kind: 'project', ...action })).status).toBe(200);
  expect(await auditRows()).toBe(before + 1);
  return lastAudit();
}

const publicProjectIds = async () =>
  dataOf(await kit.call<ProjectCardDto[]>('GET', 'get-projects', { query: { limit: 50 } })).map(
    (card) => card.id,
  );

beforeAll(async () => {
  for (const row of await kit.db
    .insert(reportReasons)
    .values([{ reason: 'Not a real development' }, { reason: 'Other' }])
    .returning()) {
    reasons[row.reason] = row.id;
  }
  for (const role of ['moderator', 'support'] as const) {
    const user = await insertUser(kit.db, { role, name: `Staff ${role}` });
    staff[role] = await insertSession(kit.db, user.id);
  }
  owner = await kit.lister({ name: 'Dana Developer' });
  rami = await kit.lister({ name: 'Rami' });
  sara = await kit.lister({ name: 'Sara' });
  const categoryId = await kit.projectCategory();
  const court = await insertProject(kit.db, owner, categoryId, { title: 'Harbour court' });
  ids.court = court.id;
  slugs.court = court.slugId;
  ids.garden = (await insertProject(kit.db, owner, categoryId, { title: 'Garden row' })).id;
  ids.hidden = (
    await insertProject(kit.db, owner, categoryId, { title: 'Draft', reviewStatus: 'pending' })
  ).id;
});

describe('POST add-project-report', () => {
  it('files a report for a listed reason; a second open one by the same user is a 409', async () => {
    const first = await report(rami.token, {
      project_id: ids.court,
      reason_id: reasons['Not a real development'],
    });
    expect(first.status).toBe(201);
    expect(dataOf(first)).toMatchObject({ project_id: ids.court, status: 'open' });
    const again = await report(rami.token, {
      project_id: ids.court,
      reason_id: reasons.Other,
      other_message: 'Still fake.',
    });
    expect(again.status).toBe(409);
    const rows = await kit.db
      .select()
      .from(projectReports)
      .where(eq(projectReports.listingId, ids.court));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: rami.id, status: 'open' });
  });

  it('needs a note for "Other", like add_reports', async () => {
    const bare = await report(sara.token, { project_id: ids.court, reason_id: reasons.Other });
    expect(bare.status).toBe(422);
    expect(failureOf(bare)).toMatchObject({ errors: { other_message: expect.any(String) } });
    const noted = await report(sara.token, {
      project_id: ids.court,
      reason_id: reasons.Other,
      other_message: 'The site is an empty field.',
    });
    expect(noted.status).toBe(201);
  });

  it('refuses visitors (401), unknown or hidden projects (404) and one’s own project (422)', async () => {
    const json = { project_id: ids.garden, reason_id: reasons['Not a real development'] };
    expect((await report(undefined, json)).status).toBe(401);
    expect((await report(rami.token, { ...json, project_id: 999_999 })).status).toBe(404);
    expect((await report(rami.token, { ...json, project_id: ids.hidden })).status).toBe(404);
    const own = await report(owner.token, json);
    expect(own.status).toBe(422);
    expect(failureOf(own)).toMatchObject({ errors: { project_id: expect.any(String) } });
    expect((await report(rami.token, { project_id: ids.garden })).status).toBe(422);
  });
});

describe('admin/reports with project reports', () => {
  it('lists a reported project under kind project, with reasons, notes and reporter count', async () => {
    expect(
      (
        await report(rami.token, {
          project_id: ids.garden,
          reason_id: reasons['Not a real development'],
        })
      ).status,
    ).toBe(201);
    const answer = await reportsOf({ kind: 'project' });
    expect(answer.status).toBe(200);
    const targets = dataOf(answer);
    expect(targets.map((target) => target.target_id).sort()).toEqual(
      [ids.court, ids.garden].sort(),
    );
    const court = targets.find((target) => target.target_id === ids.court)!;
    expect(court).toMatchObject({
      kind: 'project',
      report_count: 2,
      reporter_count: 2,
      listing: { id: ids.court, slug_id: slugs.court, title: 'Harbour court' },
      person: { id: owner.id, name: 'Dana Developer' },
      notes: [{ reporter_name: 'Sara', note: 'The site is an empty field.' }],
    });
    expect(court.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'Not a real development', count: 1 },
        { reason: 'Other', count: 1 },
      ]),
    );
    const all = dataOf(await reportsOf());
    expect(all.filter((target) => target.kind === 'project')).toHaveLength(2);
    expect(dataOf(await reportsOf({ kind: 'listing' }))).toEqual([]);
  });

  it('counts open project reports on the console dashboard, today included', async () => {
    const dashboard = dataOf(
      await kit.call<ConsoleDashboardDto>('GET', 'admin/dashboard', { token: staff.support }),
    );
    expect(dashboard.open_reports.total).toBe(3);
    expect(dashboard.open_reports.daily.at(-1)?.value).toBe(3);
  });

  it('shows the reports on the owner’s and the reporter’s pages in the console', async () => {
    const userPage = async (userId: number) =>
      dataOf(
        await kit.call<AdminUserDto>('GET', 'admin/user', {
          token: staff.support,
          query: { user_id: userId },
        }),
      );
    const received = (await userPage(owner.id)).reports_received;
    expect(received.filter((row) => row.kind === 'project')).toHaveLength(3);
    expect(received.map((row) => row.listing_title)).toEqual(
      expect.arrayContaining(['Harbour court', 'Garden row']),
    );
    const made = (await userPage(rami.id)).reports_made;
    expect(made).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'project', other_name: 'Dana Developer' }),
      ]),
    );
  });
});

describe('admin/resolve-report of a project', () => {
  it('dismisses its reports: the project stays public, one audit row', async () => {
    const audit = await resolvedAudit({ target_id: ids.garden, action: 'dismiss' });
    expect(audit).toMatchObject({
      targetType: 'project',
      targetId: String(ids.garden),
      after: { report_status: 'dismissed' },
    });
    expect(await publicProjectIds()).toContain(ids.garden);
    const closed = dataOf(await reportsOf({ kind: 'project', status: 'closed' }));
    expect(closed.map((target) => target.target_id)).toEqual([ids.garden]);
  });

  it('removes it: off the public list, the owner told why, no switching back, an edit goes to review', async () => {
    const reason = 'There is no such development';
    const audit = await resolvedAudit({ target_id: ids.court, action: 'remove_listing', reason });
    expect(audit).toMatchObject({
      targetType: 'project',
      targetId: String(ids.court),
      before: { review_status: 'approved', open_reports: 2 },
      after: {
        review_status: 'removed',
        rejection_reason: reason,
        report_status: 'resolved',
      },
    });
    expect(await publicProjectIds()).not.toContain(ids.court);
    const page = await kit.call('GET', 'get-project-detail', { query: { slug_id: slugs.court } });
    expect(page.status).toBe(404);
    const switchBack = { statusCall: 'change-project-status', json: { project_id: ids.court } };
    await expectRemovedForOwner(kit, owner.token, {
      ...switchBack,
      title: 'Harbour court',
      reason,
    });
    const edited = await kit.postProject(owner.token, {
      id: String(ids.court),
      title: 'Harbour court, phase one',
    });
    expect(edited.status).toBe(200);
    const [row] = await kit.db.select().from(projects).where(eq(projects.id, ids.court));
    expect(row).toMatchObject({ reviewStatus: 'pending', rejectionReason: null });
  });

  it('refuses support (403)', async () => {
    const response = await kit.call('POST', 'admin/resolve-report', {
      token: staff.support,
      json: { kind: 'project', target_id: ids.garden, action: 'dismiss' },
    });
    expect(response.status).toBe(403);
  });
});
