import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/accounts/hash-password';
import {
  contactMessages,
  languages,
  listingReports,
  paymentTransactions,
  projectRevisions,
  propertyRevisions,
  reportReasons,
  users,
  verificationFormFields,
  verificationSubmissions,
} from '@/server/db/schema';
import type { RouteDefinition } from '@/server/core/route';
import { apiRoutes } from '@/server/http/routes';
import { unsubscribeSecret, unsubscribeToken } from '@/server/notifications/unsubscribe-link';
import { dataOf, uniqueEmail, uniqueMobile } from '../../support/accounts-test-kit';
import type { ApiTestResponse } from '../../support/api-test-server';
import { settleAfterAnswerWork } from '@/server/http/after-answer-work';
import { digestDatabase } from '../../support/database-digest';
import { insertAdvertisement, insertProperty, insertUser } from '../../support/factories';
import { insertStaffMember } from '../../support/staff-kit';
import { contactFormSecret, signContactFormTime } from '@/server/contact/contact-form-time';
import { insertPackage, type TestPackage } from '../../support/package-test-kit';
import {
  clearPaymentEnv,
  startFakeGateways,
  usePaymentEnv,
  type FakeGateway,
} from '../../support/payments-test-kit';
import { insertProject } from '../../support/project-test-kit';
import {
  photo,
  setUpListingTestKit,
  type Lister,
  type ListingCatalogue,
} from '../../support/listing-test-kit';

/**
 * The demo mode (issue 11, item 14) over the whole route table: every call flagged
 * `demoGuard` is refused with 403 demo_mode while the mode is on (and nothing changes), and
 * works with the mode off; every other call answers with the mode on as it does with it off.
 */
const kit = setUpListingTestKit();

/** A fresh owner with an approved and a pending listing, another user and an admin. */
interface Scene {
  owner: Lister;
  other: Lister;
  admin: Lister;
  approvedId: number;
  pendingId: number;
  approvedProjectId: number;
  pendingProjectId: number;
  /** A pending advertisement on another approved listing of the owner. */
  advertisementId: number;
  freePackageId: number;
  /** A paid package on offer (the payment calls open payments for it). */
  paidPackageId: number;
  /** A pending agent verification of `other`. */
  pendingSubmissionId: number;
  /** A bank transfer of `other` for the paid package, waiting for the administrator. */
  pendingTransferId: number;
  catalogue: ListingCatalogue;
}

let freePackage: Promise<TestPackage> | null = null;

/** A free package with room for everything the requests below do (it is self-assignable). */
function generousFreePackage(): Promise<TestPackage> {
  freePackage ??= insertPackage(kit.db, {
    name: 'Demo Free',
    features: { property_list: 100, project_list: 100, property_feature: 100 },
  });
  return freePackage;
}

let secondFreePackage: Promise<TestPackage> | null = null;

/**
 * A second free package, for assign_package: the first is every new user's allowance, which
 * counts as taken.
 */
function assignableFreePackage(): Promise<TestPackage> {
  secondFreePackage ??= generousFreePackage().then(() =>
    insertPackage(kit.db, { name: 'Demo Free Week', features: { property_list: 1 } }),
  );
  return secondFreePackage;
}

async function newScene(): Promise<Scene> {
  await addArabic();
  const owner = await kit.lister();
  const catalogue = await kit.catalogue();
  const pending = await insertProperty(
    kit.db,
    { id: owner.id },
    { id: catalogue.categoryId },
    { reviewStatus: 'pending' },
  );
  const approved = await insertProperty(kit.db, { id: owner.id }, { id: catalogue.categoryId });
  const featured = await insertProperty(kit.db, { id: owner.id }, { id: catalogue.categoryId });
  const advertisement = await insertAdvertisement(
    kit.db,
    { id: featured.id, ownerId: owner.id },
    { status: 'pending' },
  );
  await generousFreePackage();
  const free = await assignableFreePackage();
  const paid = await insertPackage(kit.db, { price: '19.00', features: { property_list: 10 } });
  const approvedProject = await insertProject(kit.db, owner, catalogue.categoryId);
  const pendingProject = await insertProject(kit.db, owner, catalogue.categoryId, {
    reviewStatus: 'pending',
  });
  // An owner's edit of each approved listing waits for review (a revision).
  const revision = {
    edit: { title: 'Renamed by its owner' },
    uploads: { photos: {}, gallery: [], documents: [], attachments: {} },
    fileCounts: {},
    changes: [
      { kind: 'value' as const, field: 'title', from: 'Old title', to: 'Renamed by its owner' },
    ],
  };
  await kit.db.insert(propertyRevisions).values({ ...revision, listingId: approved.id });
  await kit.db.insert(projectRevisions).values({ ...revision, listingId: approvedProject.id });
  const other = await kit.lister();
  // The verification form needs a field; an optional one lets an empty application through.
  await kit.db
    .insert(verificationFormFields)
    .values({ name: 'Agency name', fieldType: 'text', isRequired: false });
  const [submission] = await kit.db
    .insert(verificationSubmissions)
    .values({ userId: other.id, status: 'pending' })
    .returning();
  await kit.db.update(users).set({ verificationStatus: 'pending' }).where(eq(users.id, other.id));
  // Bank transfer is on, `other` has one waiting, and someone reported the owner's listing.
  await kit.setting('bank_transfer', { enabled: true, instructions: 'Pay to IBAN DE00 1234' });
  const [transfer] = await kit.db
    .insert(paymentTransactions)
    .values({
      userId: other.id,
      packageId: paid.id,
      packageName: paid.name,
      amountMinor: 1900,
      currency: 'USD',
      gateway: 'bank_transfer',
      gatewayReference: `HB-DEMO-${other.id}`,
      status: 'pending',
    })
    .returning();
  const reporter = await insertUser(kit.db);
  await kit.db.insert(listingReports).values({ userId: reporter.id, listingId: approved.id });
  return {
    pendingTransferId: transfer!.id,
    owner,
    other,
    pendingSubmissionId: submission!.id,
    admin: await kit.admin(),
    approvedId: approved.id,
    pendingId: pending.id,
    approvedProjectId: approvedProject.id,
    pendingProjectId: pendingProject.id,
    advertisementId: advertisement.id,
    freePackageId: free.id,
    paidPackageId: paid.id,
    catalogue,
  };
}

type Send = (scene: Scene) => Promise<ApiTestResponse<unknown>>;

const json = (path: string, token: string | undefined, body: unknown) =>
  kit.call('POST', path, { token, json: body });

/** Arabic in the languages table (the language calls name it), when the table lacks it. */
async function addArabic(): Promise<void> {
  await kit.db
    .insert(languages)
    .values({ code: 'ar', name: 'العربية', nameInEnglish: 'Arabic', isRtl: true, sequence: 1 })
    .onConflictDoNothing();
}

/** A request each guarded call accepts when the demo mode is off. */
const guardedRequests: Record<string, Send> = {
  post_property: async (scene) =>
    kit.post(scene.owner.token, kit.fields(scene.catalogue), [await photo()]),
  update_post_property: (scene) =>
    kit.update(scene.owner.token, { id: String(scene.approvedId), title: 'A new title' }),
  delete_property: (scene) => json('delete_property', scene.owner.token, { id: scene.approvedId }),
  update_property_status: (scene) =>
    json('update_property_status', scene.owner.token, {
      property_id: scene.approvedId,
      status: 'inactive',
    }),
  'change-property-status': (scene) =>
    json('change-property-status', scene.owner.token, {
      property_id: scene.approvedId,
      status: 'sold',
    }),
  update_profile: (scene) => json('update_profile', scene.owner.token, { name: 'Renamed' }),
  delete_user: (scene) => json('delete_user', scene.owner.token, { userid: scene.owner.id }),
  'bank-transfer': (scene) =>
    json('bank-transfer', scene.other.token, { package_id: scene.paidPackageId }),
  'admin/settle-bank-transfer': (scene) =>
    json('admin/settle-bank-transfer', scene.admin.token, {
      transaction_id: scene.pendingTransferId,
      status: 'paid',
    }),
  'admin/resolve-report': (scene) =>
    json('admin/resolve-report', scene.admin.token, {
      kind: 'listing',
      target_id: scene.approvedId,
      action: 'dismiss',
    }),
  'admin/user-status': (scene) =>
    json('admin/user-status', scene.admin.token, {
      user_id: scene.other.id,
      status: 'deactivated',
    }),
  'admin/staff': (scene) =>
    json('admin/staff', scene.admin.token, { user_id: scene.other.id, role: 'support' }),
  'admin/review-listing': (scene) =>
    json('admin/review-listing', scene.admin.token, {
      property_id: scene.pendingId,
      decision: 'approved',
    }),
  'admin/bulk-review': (scene) =>
    json('admin/bulk-review', scene.admin.token, {
      kind: 'listing',
      ids: [scene.pendingId],
      decision: 'approved',
    }),
  post_project: async (scene) =>
    kit.upload('post_project', {
      token: scene.owner.token,
      fields: {
        title: 'Demo Gardens',
        description: 'Twenty homes around a courtyard.',
        category_id: String(scene.catalogue.categoryId),
        type: 'upcoming',
        location: '1 Court Lane, Lisbon, Portugal',
        city: 'Lisbon',
        state: 'Lisbon District',
        country: 'Portugal',
        latitude: '38.71',
        longitude: '-9.14',
      },
      files: [await photo('image')],
    }),
  delete_project: (scene) =>
    json('delete_project', scene.owner.token, { id: scene.approvedProjectId }),
  'change-project-status': (scene) =>
    json('change-project-status', scene.owner.token, {
      project_id: scene.approvedProjectId,
      status: 'inactive',
    }),
  'apply-agent-verification': (scene) =>
    json('apply-agent-verification', scene.owner.token, { form_fields: [] }),
  'admin/review-verification': (scene) =>
    json('admin/review-verification', scene.admin.token, {
      submission_id: scene.pendingSubmissionId,
      decision: 'approved',
    }),
  'admin/categories': (scene) =>
    json('admin/categories', scene.admin.token, { category: 'Demo loft' }),
  'admin/facilities': (scene) =>
    json('admin/facilities', scene.admin.token, { name: 'Demo tram stop' }),
  'admin/faqs': (scene) =>
    json('admin/faqs', scene.admin.token, { question: 'Demo?', answer: 'Yes.' }),
  'admin/report-reasons': (scene) =>
    json('admin/report-reasons', scene.admin.token, { reason: 'Demo reason' }),
  'admin/site-texts': (scene) =>
    json('admin/site-texts', scene.admin.token, { kind: 'about', text: 'Demo text' }),
  'admin/articles': (scene) =>
    json('admin/articles', scene.admin.token, {
      title: 'Demo article',
      description: 'Demo text',
      category_id: scene.catalogue.categoryId,
    }),
  'admin/parameters': (scene) =>
    json('admin/parameters', scene.admin.token, {
      name: 'Demo floor',
      type_of_parameter: 'number',
    }),
  'admin/packages': (scene) =>
    json('admin/packages', scene.admin.token, {
      name: 'Demo package',
      price: '0',
      duration_hours: 24,
      // Off sale: an offered package would gate the other calls of this scene.
      is_active: 0,
    }),
  'admin/save-verification-form-field': (scene) =>
    json('admin/save-verification-form-field', scene.admin.token, {
      name: 'Office address',
      field_type: 'text',
    }),
  'admin/review-listing-changes': (scene) =>
    json('admin/review-listing-changes', scene.admin.token, {
      property_id: scene.approvedId,
      decision: 'approved',
    }),
  'admin/review-project-changes': (scene) =>
    json('admin/review-project-changes', scene.admin.token, {
      project_id: scene.approvedProjectId,
      decision: 'approved',
    }),
  'admin/review-project': (scene) =>
    json('admin/review-project', scene.admin.token, {
      project_id: scene.pendingProjectId,
      decision: 'approved',
    }),
  assign_package: (scene) =>
    json('assign_package', scene.owner.token, { package_id: scene.freePackageId }),
  store_advertisement: (scene) =>
    json('store_advertisement', scene.owner.token, {
      feature_for: 'property',
      property_id: scene.approvedId,
    }),
  'admin/languages': (scene) =>
    json('admin/languages', scene.admin.token, { code: 'ar', is_active: 1 }),
  'admin/translations': (scene) =>
    json('admin/translations', scene.admin.token, {
      language: 'ar',
      key: 'home.hero.title',
      value: 'نص',
    }),
  'admin/catalogue-translations': (scene) =>
    json('admin/catalogue-translations', scene.admin.token, {
      language: 'ar',
      kind: 'category',
      id: scene.catalogue.categoryId,
      name: 'فئة',
    }),
  'admin/review-advertisement': (scene) =>
    json('admin/review-advertisement', scene.admin.token, {
      id: scene.advertisementId,
      decision: 'approved',
    }),
  'create-payment-intent': (scene) =>
    json('create-payment-intent', scene.owner.token, {
      package_id: scene.paidPackageId,
      platform_type: 'web',
    }),
  // The spec's GET paypal opens a PayPal order: a write despite its method.
  paypal: (scene) =>
    kit.call('GET', 'paypal', {
      token: scene.owner.token,
      query: { package_id: scene.paidPackageId, amount: 19 },
    }),
  flutterwave: (scene) =>
    json('flutterwave', scene.owner.token, { package_id: scene.paidPackageId }),
  paystack: (scene) => json('paystack', scene.owner.token, { package_id: scene.paidPackageId }),
};

/** A gateway's confirmation without its signature: refused the same way in demo mode. */
const unsignedWebhook = (gateway: string) => () =>
  kit.call('POST', `webhooks/${gateway}`, { rawBody: '{"id":"evt_1"}', headers: {} });

const password = 'correct horse battery';

/** A report of a listing (`target`: its id field) by another user, for a new reason. */
async function reportAs(scene: Scene, path: string, target: Record<string, number>) {
  const [reason] = await kit.db
    .insert(reportReasons)
    .values({ reason: `Looks wrong (${path})` })
    .returning();
  return json(path, scene.other.token, { ...target, reason_id: reason!.id });
}

/** A request for each unguarded write; the ones in `mustSucceed` answer 2xx in demo mode. */
const unguardedWrites: Record<string, Send> = {
  add_favourite: (scene) =>
    json('add_favourite', scene.other.token, { property_id: scene.approvedId, type: 1 }),
  interested_users: (scene) =>
    json('interested_users', scene.other.token, { property_id: scene.approvedId, type: 1 }),
  add_reports: (scene) => reportAs(scene, 'add_reports', { property_id: scene.approvedId }),
  'user-register': () =>
    json('user-register', undefined, {
      name: 'Demo Visitor',
      email: uniqueEmail('demo'),
      mobile: uniqueMobile(),
      password,
      re_password: password,
    }),
  user_signup: async () => {
    const email = uniqueEmail('signin');
    await insertUser(kit.db, {
      email,
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(password),
    });
    return json('user_signup', undefined, { logintype: 'email', email, password });
  },
  'before-logout': (scene) => json('before-logout', scene.other.token, {}),
  'property-view': (scene) => json('property-view', undefined, { property_id: scene.approvedId }),
  'verify-contact': (scene) =>
    json('verify-contact', scene.other.token, { email: uniqueEmail('contact'), otp: '000000' }),
  'add-project-favourite': (scene) =>
    json('add-project-favourite', scene.other.token, {
      project_id: scene.approvedProjectId,
      type: 1,
    }),
  'add-project-report': (scene) =>
    reportAs(scene, 'add-project-report', { project_id: scene.approvedProjectId }),
  'send-project-enquiry': (scene) =>
    json('send-project-enquiry', scene.other.token, {
      project_id: scene.approvedProjectId,
      message: 'Is the show flat open on Saturdays?',
    }),
  'payment-transaction-fail': (scene) =>
    json('payment-transaction-fail', scene.other.token, { payment_transaction_id: 2_000_000 }),
  'webhooks/stripe': unsignedWebhook('stripe'),
  'webhooks/paystack': unsignedWebhook('paystack'),
  'webhooks/paypal': unsignedWebhook('paypal'),
  'webhooks/flutterwave': unsignedWebhook('flutterwave'),
  contct_us: async () =>
    json('contct_us', undefined, {
      first_name: 'Demo',
      email: uniqueEmail('contact'),
      subject: 'A question',
      message: 'Is the demo data real?',
      rendered_at: signContactFormTime(await contactFormSecret(kit.db), Date.now() - 10_000),
    }),
  'admin/read-contact-message': async (scene) => {
    const [message] = await kit.db
      .insert(contactMessages)
      .values({ firstName: 'Demo', email: uniqueEmail('read'), subject: 'Hi', message: 'Hello' })
      .returning();
    return json('admin/read-contact-message', scene.admin.token, { id: message!.id });
  },
  'personalised-fields': (scene) =>
    json('personalised-fields', scene.other.token, { property_type: 'rent' }),
  'admin/settings': async (scene) => {
    const current = await kit.call('GET', 'admin/settings', { token: scene.admin.token });
    const { settings } = dataOf(current as ApiTestResponse<{ settings: object }>);
    return json('admin/settings', scene.admin.token, settings);
  },
  'admin/settings-secrets': (scene) => json('admin/settings-secrets', scene.admin.token, {}),
  'admin/settings-logo': (scene) => json('admin/settings-logo', scene.admin.token, {}),
  'admin/bank-transfer': (scene) =>
    json('admin/bank-transfer', scene.admin.token, {
      enabled: 1,
      instructions: 'Pay to IBAN DE00 1234',
    }),
  'admin/confirm-password': async () => {
    const staff = await insertStaffMember(kit.db, 'support');
    return json('admin/confirm-password', staff.token, { password: staff.password });
  },
  'reset-password': () =>
    json('reset-password', undefined, {
      email: uniqueEmail('reset'),
      otp: String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0'),
      password,
      re_password: password,
    }),
  // Chat and notifications: talking and reading change nothing the demo shows.
  send_message: (scene) =>
    json('send_message', scene.other.token, {
      receiver_id: scene.owner.id,
      property_id: scene.approvedId,
      message: 'Is it still available?',
    }),
  delete_chat_message: async (scene) => {
    const sent = await json('send_message', scene.other.token, {
      receiver_id: scene.owner.id,
      property_id: scene.approvedId,
      message: 'Sent by mistake',
    });
    const message = dataOf(sent as ApiTestResponse<{ id: number }>);
    return json('delete_chat_message', scene.other.token, { message_id: message.id });
  },
  mark_chat_read: (scene) =>
    json('mark_chat_read', scene.owner.token, {
      user_id: scene.other.id,
      property_id: scene.approvedId,
    }),
  'block-user': (scene) =>
    json('block-user', scene.other.token, { to_user_id: scene.owner.id, reason: 'Rude' }),
  'unblock-user': async (scene) => {
    await json('block-user', scene.other.token, { to_admin: 1, reason: 'No admin messages' });
    return json('unblock-user', scene.other.token, { to_admin: 1 });
  },
  'report-user': async (scene) => {
    const [reason] = await kit.db.insert(reportReasons).values({ reason: 'Rude' }).returning();
    return json('report-user', scene.other.token, {
      to_user_id: scene.owner.id,
      reason_id: reason!.id,
    });
  },
  read_notifications: (scene) => json('read_notifications', scene.other.token, {}),
  unsubscribe: async (scene) =>
    kit.call('POST', 'unsubscribe', {
      query: {
        token: unsubscribeToken(await unsubscribeSecret(kit.db), {
          userId: scene.other.id,
          type: 'new_message',
        }),
      },
    }),
  save_notification_preferences: (scene) =>
    json('save_notification_preferences', scene.other.token, {
      preferences: [{ type: 'new_message', in_app: true, push: false, email: true }],
    }),
};
const mustSucceed = [
  'send_message',
  'delete_chat_message',
  'mark_chat_read',
  'block-user',
  'unblock-user',
  'report-user',
  'read_notifications',
  'save_notification_preferences',
  'unsubscribe',
  'add_favourite',
  'interested_users',
  'add_reports',
  'user-register',
  'user_signup',
  'before-logout',
  'property-view',
  'add-project-favourite',
  'add-project-report',
  'send-project-enquiry',
  'contct_us',
  'admin/read-contact-message',
  'admin/confirm-password',
  'admin/settings',
  'admin/settings-secrets',
  'admin/bank-transfer',
  'personalised-fields',
];

const name = (definition: RouteDefinition) => `${definition.method} ${definition.path}`;
const guarded = apiRoutes.filter((definition) => definition.demoGuard);
const unguarded = apiRoutes.filter((definition) => !definition.demoGuard);

const demoMode = (isOn: boolean) => kit.setting('demo_mode', isOn);

let gateways: FakeGateway;

beforeAll(async () => {
  const fake = await startFakeGateways();
  gateways = fake.gateway;
  usePaymentEnv(kit.db, fake.env);
});

afterAll(async () => {
  clearPaymentEnv(kit.db);
  await gateways.close();
});

beforeEach(() => demoMode(false));

describe('the demo guard in the route table', () => {
  it('flags the calls that change listings, profiles and accounts, and no read', () => {
    expect(guarded.map(name).sort()).toEqual(
      [
        'POST admin/categories',
        'POST admin/parameters',
        'POST admin/packages',
        'POST admin/facilities',
        'POST admin/faqs',
        'POST admin/report-reasons',
        'POST admin/site-texts',
        'POST admin/articles',
        'POST admin/review-advertisement',
        'POST admin/catalogue-translations',
        'POST admin/languages',
        'POST admin/translations',
        'POST admin/review-listing',
        'POST admin/bulk-review',
        'POST admin/staff',
        'POST admin/user-status',
        'POST admin/resolve-report',
        'POST admin/settle-bank-transfer',
        'POST bank-transfer',
        'POST admin/review-listing-changes',
        'POST admin/review-project',
        'POST admin/review-project-changes',
        'POST assign_package',
        'POST create-payment-intent',
        'GET paypal',
        'POST flutterwave',
        'POST paystack',
        'POST admin/review-verification',
        'POST admin/save-verification-form-field',
        'POST apply-agent-verification',
        'POST change-project-status',
        'POST change-property-status',
        'POST delete_project',
        'POST delete_property',
        'POST delete_user',
        'POST post_project',
        'POST post_property',
        'POST store_advertisement',
        'POST update_post_property',
        'POST update_profile',
        'POST update_property_status',
      ].sort(),
    );
    // The one GET: the spec's `paypal` opens a PayPal order.
    expect(guarded.filter((definition) => definition.method === 'GET').map(name)).toEqual([
      'GET paypal',
    ]);
  });

  it('has a request for every guarded call and every unguarded write', () => {
    expect(Object.keys(guardedRequests).sort()).toEqual(guarded.map((row) => row.path).sort());
    expect(Object.keys(unguardedWrites).sort()).toEqual(
      unguarded
        .filter((row) => row.method === 'POST')
        .map((row) => row.path)
        .sort(),
    );
  });
});

describe('with the demo mode on', () => {
  it.each(guarded.map((row) => [name(row), row] as const))(
    '%s is refused with 403 demo_mode and changes nothing; with it off, it works',
    async (_name, definition) => {
      const send = guardedRequests[definition.path]!;
      const scene = await newScene();
      await demoMode(true);
      await settleAfterAnswerWork();
      const before = await digestDatabase(kit.db);
      const filesBefore = kit.allListingFiles();
      const refused = await send(scene);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        error: true,
        code: 'demo_mode',
        message: 'This action is not allowed in demo mode.',
      });
      expect(await digestDatabase(kit.db)).toEqual(before);
      expect(kit.allListingFiles()).toEqual(filesBefore);

      await demoMode(false);
      const allowed = await send(await newScene());
      expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);
    },
  );

  it.each(Object.keys(unguardedWrites))(
    'POST %s answers as it does with the demo mode off',
    async (path) => {
      const send = unguardedWrites[path]!;
      const off = await send(await newScene());
      await demoMode(true);
      const on = await send(await newScene());
      expect({ status: on.status, code: on.body.error ? on.body.code : null }).toEqual({
        status: off.status,
        code: off.body.error ? off.body.code : null,
      });
      if (mustSucceed.includes(path)) expect(on.status, JSON.stringify(on.body)).toBeLessThan(300);
    },
  );

  // The live stream answers for as long as it is open: its own tests cover it.
  const unguardedReads = unguarded.filter((row) => row.method === 'GET' && !row.stream);
  it.each(unguardedReads.map((row) => [name(row), row] as const))(
    '%s is not refused by the demo mode',
    async (_name, definition) => {
      await demoMode(true);
      const scene = await newScene();
      const response = await kit.call('GET', definition.path, { token: scene.other.token });
      expect(response.body.error ? response.body.code : null).not.toBe('demo_mode');
      expect(response.status).toBeLessThan(500);
    },
  );
});
