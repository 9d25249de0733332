import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportedConversationDto, ReportTargetDto } from '@/contracts/dto/admin-report-dto';
import type { NotificationDto } from '@/contracts/dto/notification-dto';
import {
  chatMessages,
  chatReports,
  conversations,
  projects,
  properties,
  reportReasons,
  staffAuditLog,
} from '@/server/db/schema';
import { removeListing } from '@/server/listings/remove-listing';
import { projectKind } from '@/server/projects/project-kind';
import { insertSession, insertUser } from '../../support/factories';
import { insertProject } from '../../support/project-test-kit';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { photo, setUpListingTestKit, type Lister } from '../../support/listing-test-kit';
import { expectRemovedForOwner } from '../../support/removal-checks';

const kit = setUpListingTestKit();

const reasons: Record<string, number> = {};
const staff: Record<'admin' | 'moderator' | 'support', string> = {
  admin: '',
  moderator: '',
  support: '',
};
let owner: Lister;
let reporters: Lister[] = [];
const ids = { villa: 0, flat: 0, chat: 0, message: 0, messageReport: 0, personReport: 0 };

async function staffToken(role: 'admin' | 'moderator' | 'support') {
  const user = await insertUser(kit.db, { role, name: `Staff ${role}` });
  return insertSession(kit.db, user.id);
}

const auditRows = async () => (await kit.db.select({ n: count() }).from(staffAuditLog))[0]!.n;

const lastAudit = async () => {
  const rows = await kit.db.select().from(staffAuditLog).orderBy(staffAuditLog.id);
  return rows.at(-1)!;
};

const reports = (token: string, query: Record<string, string | number> = {}) =>
  kit.call<ReportTargetDto[]>('GET', 'admin/reports', { token, query });

const resolve = (token: string, json: Record<string, unknown>) =>
  kit.call('POST', 'admin/resolve-report', { token, json });

const notificationsOf = async (token: string) =>
  dataOf(await kit.call<NotificationDto[]>('GET', 'get_notification_list', { token }));

beforeAll(async () => {
  const db = kit.db;
  for (const row of await db
    .insert(reportReasons)
    .values([{ reason: 'Misleading price' }, { reason: 'Scam' }, { reason: 'Other' }])
    .returning()) {
    reasons[row.reason] = row.id;
  }
  staff.admin = await staffToken('admin');
  staff.moderator = await staffToken('moderator');
  staff.support = await staffToken('support');
  owner = await kit.lister({ name: 'Olga Owner' });
  reporters = [
    await kit.lister({ name: 'Rami' }),
    await kit.lister({ name: 'Sara' }),
    await kit.lister({ name: 'Tala' }),
  ];
  const saved = await kit.postListing(owner, { title: 'Fake villa' }, [await photo('title_image')]);
  await db
    .update(properties)
    .set({ reviewStatus: 'approved', isActive: true, publishedAt: new Date() })
    .where(eq(properties.id, saved.id));
  ids.villa = saved.id;
  const other = await kit.postListing(owner, { title: 'Quiet flat' }, [await photo('title_image')]);
  await db.update(properties).set({ reviewStatus: 'approved' }).where(eq(properties.id, other.id));
  ids.flat = other.id;
  // Two people report the villa, one the flat (with a note).
  const add = (reporter: Lister, json: Record<string, unknown>) =>
    kit.call('POST', 'add_reports', { token: reporter.token, json });
  expect(
    (await add(reporters[0]!, { property_id: ids.villa, reason_id: reasons.Scam })).status,
  ).toBe(201);
  expect(
    (await add(reporters[1]!, { property_id: ids.villa, reason_id: reasons['Misleading price'] }))
      .status,
  ).toBe(201);
  expect(
    (
      await add(reporters[2]!, {
        property_id: ids.flat,
        reason_id: reasons.Other,
        other_message: 'The photos are of another flat.',
      })
    ).status,
  ).toBe(201);
  // Rami chats with the owner about the villa and reports one of the owner's messages.
  const [chat] = await db
    .insert(conversations)
    .values({
      propertyId: ids.villa,
      propertyTitle: 'Fake villa',
      buyerId: reporters[0]!.id,
      ownerId: owner.id,
    })
    .returning();
  ids.chat = chat!.id;
  const [, rude] = await db
    .insert(chatMessages)
    .values([
      { conversationId: chat!.id, senderId: reporters[0]!.id, message: 'Is it still for sale?' },
      { conversationId: chat!.id, senderId: owner.id, message: 'Send the deposit first, now.' },
    ])
    .returning();
  ids.message = rude!.id;
  // Another private chat of the owner, never reported.
  const [privateChat] = await db
    .insert(conversations)
    .values({
      propertyId: ids.flat,
      propertyTitle: 'Quiet flat',
      buyerId: reporters[1]!.id,
      ownerId: owner.id,
    })
    .returning();
  await db.insert(chatMessages).values({
    conversationId: privateChat!.id,
    senderId: reporters[1]!.id,
    message: 'Private words',
  });
  const reportUser = (reporter: Lister, json: Record<string, unknown>) =>
    kit.call('POST', 'report-user', { token: reporter.token, json });
  expect(
    (await reportUser(reporters[0]!, { message_id: ids.message, reason_id: reasons.Scam })).status,
  ).toBe(201);
  // Sara reports Tala as a person (not from a chat).
  expect(
    (await reportUser(reporters[1]!, { to_user_id: reporters[2]!.id, reason_id: reasons.Scam }))
      .status,
  ).toBe(201);
  const [messageReport] = await db
    .select({ id: chatReports.id })
    .from(chatReports)
    .where(eq(chatReports.messageId, ids.message));
  ids.messageReport = messageReport!.id;
  const [personReport] = await db
    .select({ id: chatReports.id })
    .from(chatReports)
    .where(eq(chatReports.reportedUserId, reporters[2]!.id));
  ids.personReport = personReport!.id;
});

describe('GET admin/reports', () => {
  it('groups the open reports by target, newest first, with counts, reasons and notes', async () => {
    const before = await auditRows();
    const response = await reports(staff.support);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 4 });
    const data = dataOf(response);
    expect(data.map((target) => [target.kind, target.target_id])).toEqual([
      ['person', reporters[2]!.id],
      ['message', ids.message],
      ['listing', ids.flat],
      ['listing', ids.villa],
    ]);
    const villa = data.find(
      (target) => target.target_id === ids.villa && target.kind === 'listing',
    )!;
    expect(villa).toMatchObject({
      report_count: 2,
      reporter_count: 2,
      reasons: [
        { reason: 'Misleading price', count: 1 },
        { reason: 'Scam', count: 1 },
      ],
      person: { id: owner.id, name: 'Olga Owner' },
      listing: { id: ids.villa, title: 'Fake villa', review_status: 'approved' },
      conversation_report_id: null,
    });
    const flat = data.find((target) => target.target_id === ids.flat && target.kind === 'listing')!;
    expect(flat.notes).toEqual([
      expect.objectContaining({ reporter_name: 'Tala', note: 'The photos are of another flat.' }),
    ]);
    const message = data.find((target) => target.kind === 'message')!;
    expect(message).toMatchObject({
      person: { id: owner.id },
      message: { text: 'Send the deposit first, now.', is_deleted: false },
      conversation_report_id: ids.messageReport,
    });
    const person = data.find((target) => target.kind === 'person')!;
    expect(person).toMatchObject({
      person: { id: reporters[2]!.id },
      conversation_report_id: null,
    });
    // Support's read is audited: one row.
    expect(await auditRows()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'admin/reports', actorRole: 'support' });
  });

  it('filters by kind and pages', async () => {
    const listings = await reports(staff.moderator, { kind: 'listing', limit: 1 });
    expect(listings.body).toMatchObject({ total: 2 });
    expect(dataOf(listings).map((target) => target.target_id)).toEqual([ids.flat]);
    const next = await reports(staff.moderator, { kind: 'listing', limit: 1, offset: 1 });
    expect(dataOf(next).map((target) => target.target_id)).toEqual([ids.villa]);
  });

  it('is for staff only', async () => {
    expect((await reports(owner.token)).status).toBe(403);
    expect((await kit.call('GET', 'admin/reports')).status).toBe(401);
  });
});

describe('GET admin/reported-conversation', () => {
  it('shows the reported chat between the reporter and the reported person, audited', async () => {
    const before = await auditRows();
    const response = await kit.call<ReportedConversationDto>('GET', 'admin/reported-conversation', {
      token: staff.support,
      query: { report_id: ids.messageReport },
    });
    const data = dataOf(response);
    expect(data).toMatchObject({
      conversation_id: ids.chat,
      reporter: { id: reporters[0]!.id, name: 'Rami' },
      reported: { id: owner.id, name: 'Olga Owner' },
    });
    expect(data.messages.map((message) => message.text)).toEqual([
      'Is it still for sale?',
      'Send the deposit first, now.',
    ]);
    expect(JSON.stringify(data)).not.toContain('Private words');
    expect(await auditRows()).toBe(before + 1);
  });

  it('refuses a report made outside a chat, or no report (404)', async () => {
    for (const reportId of [ids.personReport, 999_999]) {
      const response = await kit.call('GET', 'admin/reported-conversation', {
        token: staff.moderator,
        query: { report_id: reportId },
      });
      expect(response.status).toBe(404);
    }
  });
});

describe('POST admin/resolve-report', () => {
  it('refuses support (403) and records nothing', async () => {
    const before = await auditRows();
    const response = await resolve(staff.support, {
      kind: 'listing',
      target_id: ids.flat,
      action: 'dismiss',
    });
    expect(response.status).toBe(403);
    expect(await auditRows()).toBe(before);
  });

  it('dismisses a target: its reports close, one audit row', async () => {
    const before = await auditRows();
    const response = await resolve(staff.moderator, {
      kind: 'listing',
      target_id: ids.flat,
      action: 'dismiss',
    });
    expect(response.status).toBe(200);
    expect(dataOf(response)).toMatchObject({ closed_reports: 1 });
    expect(await auditRows()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'admin/resolve-report',
      actorRole: 'moderator',
      targetType: 'property',
      targetId: String(ids.flat),
      before: { open_reports: 1, report_status: 'open' },
      after: { report_status: 'dismissed' },
    });
    const open = dataOf(await reports(staff.moderator, { kind: 'listing' }));
    expect(open.map((target) => target.target_id)).toEqual([ids.villa]);
    const closed = dataOf(await reports(staff.moderator, { kind: 'listing', status: 'closed' }));
    expect(closed.map((target) => target.target_id)).toEqual([ids.flat]);
    // Nothing open is left to dismiss.
    const again = await resolve(staff.moderator, {
      kind: 'listing',
      target_id: ids.flat,
      action: 'dismiss',
    });
    expect(again.status).toBe(404);
  });

  it('needs a reason to remove or warn', async () => {
    const response = await resolve(staff.moderator, {
      kind: 'listing',
      target_id: ids.villa,
      action: 'remove_listing',
    });
    expect(response.status).toBe(422);
    expect(failureOf(response)).toMatchObject({ errors: { reason: expect.any(String) } });
  });

  it('removes a listing: off the site, the owner told why, no switching back, an edit goes to review', async () => {
    const before = await auditRows();
    const response = await resolve(staff.moderator, {
      kind: 'listing',
      target_id: ids.villa,
      action: 'remove_listing',
      reason: 'Asks for deposits before a visit',
    });
    expect(response.status).toBe(200);
    expect(await auditRows()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      targetType: 'property',
      targetId: String(ids.villa),
      before: { review_status: 'approved', is_active: true, open_reports: 2 },
      after: {
        review_status: 'removed',
        rejection_reason: 'Asks for deposits before a visit',
        report_status: 'resolved',
      },
    });
    const [row] = await kit.db.select().from(properties).where(eq(properties.id, ids.villa));
    expect(row).toMatchObject({ reviewStatus: 'removed' });
    // Not public any more; a moderator still views it.
    const anonymous = await kit.call('GET', 'get_property', { query: { id: ids.villa } });
    expect(anonymous.status).toBe(404);
    const moderator = await kit.call('GET', 'get_property', {
      token: staff.moderator,
      query: { id: ids.villa },
    });
    expect(moderator.status).toBe(200);
    // The owner reads the reason, and cannot switch it back on.
    await expectRemovedForOwner(kit, owner.token, {
      title: 'Fake villa',
      reason: 'Asks for deposits before a visit',
      statusCall: 'update_property_status',
      json: { property_id: ids.villa },
    });
    // Removing it twice is refused (no open reports are left).
    const twice = await resolve(staff.moderator, {
      kind: 'listing',
      target_id: ids.villa,
      action: 'remove_listing',
      reason: 'Again',
    });
    expect(twice.status).toBe(404);
    // The owner's edit sends it to review again, even with auto-approval of verified agents.
    await kit.setting('auto_approve_verified_agents', true);
    const edited = await kit.update(owner.token, { id: String(ids.villa), title: 'Real villa' });
    expect(edited.status).toBe(200);
    const [after] = await kit.db.select().from(properties).where(eq(properties.id, ids.villa));
    expect(after).toMatchObject({ reviewStatus: 'pending', rejectionReason: null });
  });

  it('warns the sender of a reported message with the reason, one audit row', async () => {
    const before = await auditRows();
    const response = await resolve(staff.admin, {
      kind: 'message',
      target_id: ids.message,
      action: 'warn',
      reason: 'Never ask for money in chat',
    });
    expect(response.status).toBe(200);
    expect(await auditRows()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      targetType: 'chat_message',
      targetId: String(ids.message),
      after: { warned_user_id: owner.id, warning: 'Never ask for money in chat' },
    });
    const notices = await notificationsOf(owner.token);
    expect(notices[0]).toMatchObject({
      type: 'account_warned',
      params: { reason: 'Never ask for money in chat' },
    });
  });

  it('removes only listings', async () => {
    const response = await resolve(staff.moderator, {
      kind: 'person',
      target_id: reporters[2]!.id,
      action: 'remove_listing',
      reason: 'No',
    });
    expect(response.status).toBe(422);
  });
});

describe('removal by moderation in the listing-kind core', () => {
  it('takes a project off the site too, and its owner cannot switch it back on', async () => {
    const [property] = await kit.db
      .select({ categoryId: properties.categoryId })
      .from(properties)
      .where(eq(properties.id, ids.flat));
    const project = await insertProject(kit.db, owner, property!.categoryId, {
      title: 'Harbour court',
    });
    const removal = await removeListing(kit.db, projectKind, project.id, 'Copied photos');
    expect(removal.after).toEqual({ review_status: 'removed', rejection_reason: 'Copied photos' });
    const [row] = await kit.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ reviewStatus: 'removed', rejectionReason: 'Copied photos' });
    await expectRemovedForOwner(kit, owner.token, {
      title: 'Harbour court',
      reason: 'Copied photos',
      statusCall: 'change-project-status',
      json: { project_id: project.id },
    });
  });
});
