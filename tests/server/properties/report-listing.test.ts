import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportReasonDto } from '@/contracts/dto/listing-engagement-dto';
import { listingReports, reportReasons } from '@/server/db/schema';
import { insertListingOwner, insertSession } from '../../support/factories';
import { insertSignedInUser } from '../../support/owner-listing-kit';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
let reporter = '';
let ownerToken = '';
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = api.db;
  const { owner, listing } = await insertListingOwner(db);
  ownerToken = await insertSession(db, owner.id);
  reporter = (await insertSignedInUser(db)).token;
  ids.listing = (await listing()).id;
  ids.second = (await listing()).id;
  ids.pending = (await listing({ reviewStatus: 'pending' })).id;
  const reasons = await db
    .insert(reportReasons)
    .values([
      { reason: 'Misleading price' },
      { reason: 'Retired reason', isActive: false },
      { reason: 'Already sold' },
      { reason: 'other' },
    ])
    .returning();
  for (const row of reasons) ids[row.reason] = row.id;
});

const report = (json: Record<string, unknown>, token: string | undefined = reporter) =>
  api.call('POST', 'add_reports', { token, json });

describe('get_report_reasons', () => {
  it('lists the active reasons in id order and marks the free-text one', async () => {
    const response = await api.call<ReportReasonDto[]>('GET', 'get_report_reasons');
    expect(response.body).toMatchObject({
      error: false,
      data: [
        { reason: 'Misleading price', is_other: false },
        { reason: 'Already sold', is_other: false },
        { reason: 'other', is_other: true },
      ],
    });
  });
});

describe('add_reports', () => {
  it('files a report for an active reason', async () => {
    const response = await report({ property_id: ids.listing, reason_id: ids['Misleading price'] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      error: false,
      data: { property_id: ids.listing, reason_id: ids['Misleading price'], status: 'open' },
    });
  });

  it('refuses a second open report of the same listing with 409', async () => {
    const response = await report({ property_id: ids.listing, reason_id: ids['Already sold'] });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: true, code: 'conflict' });
  });

  it('needs a message when the reason is Other (any case)', async () => {
    const missing = await report({
      property_id: ids.second,
      reason_id: ids.other,
      other_message: '  ',
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      code: 'validation_failed',
      errors: { other_message: expect.any(String) },
    });
    const given = await report({
      property_id: ids.second,
      reason_id: ids.other,
      other_message: 'The photos show another house.',
    });
    expect(given.status).toBe(201);
    const rows = await api.db.select().from(listingReports);
    expect(rows.find((row) => row.listingId === ids.second)?.otherMessage).toBe(
      'The photos show another house.',
    );
  });

  it('refuses an owner reporting their own listing with 422', async () => {
    const response = await report(
      { property_id: ids.second, reason_id: ids['Already sold'] },
      ownerToken,
    );
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { property_id: expect.any(String) } });
  });

  it('refuses an unknown or retired reason with 422 and a missing reason with 422', async () => {
    for (const reasonId of [999_999, ids['Retired reason']]) {
      const response = await report({ property_id: ids.second, reason_id: reasonId });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { reason_id: expect.any(String) } });
    }
    const missing = await report({ property_id: ids.second });
    expect(missing.body).toMatchObject({ errors: { reason_id: 'Choose a reason' } });
  });

  it('answers 404 for a hidden listing and 401 without a token', async () => {
    expect(
      (await report({ property_id: ids.pending, reason_id: ids['Already sold'] })).status,
    ).toBe(404);
    expect(
      (await report({ property_id: ids.listing, reason_id: ids['Already sold'] }, '')).status,
    ).toBe(401);
  });
});
