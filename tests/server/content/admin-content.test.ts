import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminFaqDto,
  AdminReportReasonDto,
  AdminSiteTextDto,
} from '@/contracts/dto/admin-content-dto';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import type { FaqDto } from '@/contracts/dto/faq-dto';
import type { SiteTextDto } from '@/contracts/dto/site-text-dto';
import { staffAuditLog } from '@/server/db/schema';
import { getSiteText } from '@/server/content/get-site-text';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { photo, setUpListingTestKit, type Lister } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

const auditRows = () => kit.db.select().from(staffAuditLog).orderBy(asc(staffAuditLog.id));

const post = <T>(who: Lister, path: string, json: Record<string, unknown>) =>
  kit.call<T>('POST', path, { token: who.token, json });

describe('admin/faqs', () => {
  it('adds, changes and hides a question, one audit row each; /faqs follows', async () => {
    const admin = await kit.admin();
    const before = (await auditRows()).length;
    const created = await post<AdminFaqDto>(admin, 'admin/faqs', {
      question: 'Can I list for free?',
      answer: '<p onclick="x()">Yes, <script>alert(1)</script>one listing.</p>',
      sequence: 2,
    });
    expect(created.status).toBe(201);
    const faq = dataOf(created);
    expect(faq.answer).toBe('<p>Yes, one listing.</p>');
    let rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      targetType: 'faq',
      targetId: String(faq.id),
      before: null,
      after: { question: 'Can I list for free?', is_active: true },
    });
    let shown = dataOf(await kit.call<FaqDto[]>('GET', 'faqs'));
    expect(shown.map((item) => item.question)).toContain('Can I list for free?');

    const hidden = await post<AdminFaqDto>(admin, 'admin/faqs', {
      id: faq.id,
      question: 'Can I list for free?',
      answer: 'Yes.',
      is_active: 0,
    });
    expect(hidden.status).toBe(200);
    rows = await auditRows();
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)).toMatchObject({
      before: { is_active: true },
      after: { is_active: false, answer: 'Yes.' },
    });
    shown = dataOf(await kit.call<FaqDto[]>('GET', 'faqs'));
    expect(shown.map((item) => item.question)).not.toContain('Can I list for free?');
    const all = dataOf(await kit.call<AdminFaqDto[]>('GET', 'admin/faqs', { token: admin.token }));
    expect(all.find((item) => item.id === faq.id)?.is_active).toBe(false);
  });

  it('refuses an empty answer and an unknown id, recording nothing', async () => {
    const admin = await kit.admin();
    const before = (await auditRows()).length;
    const empty = failureOf(await post(admin, 'admin/faqs', { question: 'Why?', answer: ' ' }));
    expect(empty.errors?.answer).toBe('Write the answer');
    const unknown = await post(admin, 'admin/faqs', { id: 999_999, question: 'Q', answer: 'A' });
    expect(unknown.status).toBe(404);
    expect(await auditRows()).toHaveLength(before);
  });
});

describe('admin/report-reasons', () => {
  it('adds and deactivates a reason, one audit row each', async () => {
    const admin = await kit.admin();
    const before = (await auditRows()).length;
    const reason = dataOf(
      await post<AdminReportReasonDto>(admin, 'admin/report-reasons', { reason: 'Wrong price' }),
    );
    const changed = dataOf(
      await post<AdminReportReasonDto>(admin, 'admin/report-reasons', {
        id: reason.id,
        reason: 'Wrong price',
        is_active: 0,
      }),
    );
    expect(changed.is_active).toBe(false);
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)).toMatchObject({
      targetType: 'report_reason',
      before: { is_active: true },
      after: { is_active: false },
    });
  });
});

describe('admin/site-texts', () => {
  it('stores sanitised HTML, audits both texts, and the page shows it at once', async () => {
    const admin = await kit.admin();
    await getSiteText(kit.db, 'about'); // read (and kept for a few seconds) before the change
    const before = (await auditRows()).length;
    const saved = dataOf(
      await post<AdminSiteTextDto>(admin, 'admin/site-texts', {
        kind: 'about',
        text: '<h2>Who we are</h2><img src=x onerror="alert(1)"><p>A small team.</p>',
      }),
    );
    expect(saved.text).toBe('<h2>Who we are</h2><p>A small team.</p>');
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      targetType: 'site_text',
      targetId: 'about',
      after: { text: '<h2>Who we are</h2><p>A small team.</p>' },
    });
    const shown: SiteTextDto = await getSiteText(kit.db, 'about');
    expect(shown.html).toBe('<h2>Who we are</h2><p>A small team.</p>');
    const texts = dataOf(
      await kit.call<AdminSiteTextDto[]>('GET', 'admin/site-texts', { token: admin.token }),
    );
    expect(texts.map((text) => text.kind)).toEqual(['about', 'privacy', 'terms']);
    const wrongKind = failureOf(await post(admin, 'admin/site-texts', { kind: 'cookies' }));
    expect(wrongKind.errors?.kind).toBe('kind must be one of: about, privacy, terms');
  });
});

describe('admin/facilities', () => {
  it('adds a facility with an icon and renames it, one audit row each', async () => {
    const admin = await kit.admin();
    const before = (await auditRows()).length;
    const created = await kit.upload<FacilityDto>('admin/facilities', {
      token: admin.token,
      fields: { name: 'Tram stop' },
      files: [await photo('image', 200, 200, 'tram.png')],
    });
    expect(created.status).toBe(201);
    const facility = dataOf(created);
    expect(facility.image).toMatch(/^\/api\/media\/facilities\/.+\.webp$/);
    const renamed = dataOf(
      await post<FacilityDto>(admin, 'admin/facilities', { id: facility.id, name: 'Tram' }),
    );
    expect(renamed).toMatchObject({ name: 'Tram', image: facility.image });
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)).toMatchObject({
      targetType: 'facility',
      before: { name: 'Tram stop' },
      after: { name: 'Tram' },
    });
    const publicList = dataOf(await kit.call<FacilityDto[]>('GET', 'get_facilities'));
    expect(publicList.map((item) => item.name)).toContain('Tram');
  });

  it('is for administrators only', async () => {
    const moderator = await kit.lister({ role: 'moderator' });
    for (const path of [
      'admin/facilities',
      'admin/faqs',
      'admin/report-reasons',
      'admin/site-texts',
    ]) {
      expect((await kit.call('GET', path, { token: moderator.token })).status).toBe(403);
    }
  });
});
