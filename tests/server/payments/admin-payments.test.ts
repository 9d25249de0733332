import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminTransactionDto,
  BankTransferPaymentDto,
  BankTransferSettingsDto,
  PaymentSettingsDto,
  PaymentTransactionDto,
} from '@/contracts/dto/payment-dto';
import { notifications, staffAuditLog, userPackages } from '@/server/db/schema';
import { setUpApiTest } from '../../support/api-test-server';
import { insertSession, insertUser, putSetting } from '../../support/factories';
import {
  clearPaymentEnv,
  insertBuyer,
  insertPaidPackage,
  insertTransaction,
  readTransaction,
} from '../../support/payments-test-kit';

const api = setUpApiTest();

async function staff(role: 'admin' | 'moderator' | 'support') {
  const user = await insertUser(api.db, { role });
  return { user, token: await insertSession(api.db, user.id) };
}

const auditRows = (action: string) =>
  api.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action));

const instructions = 'Pay to IBAN GB00 HEAR 0000 0000 0000 00, Hearth Ltd. Quote the reference.';

beforeEach(async () => {
  clearPaymentEnv(api.db);
  await putSetting(api.db, 'bank_transfer', { enabled: true, instructions });
});

async function payment(
  userId: number,
  values: Partial<Parameters<typeof insertTransaction>[1]> = {},
) {
  const item = await insertPaidPackage(api.db);
  return insertTransaction(api.db, {
    userId,
    packageId: item.id,
    packageName: item.name,
    amountMinor: 1999,
    currency: 'USD',
    gateway: 'stripe',
    gatewayReference: `pi_${Math.random().toString(36).slice(2, 12)}`,
    ...values,
  });
}

describe('GET admin/transactions', () => {
  it('lists every payment newest first with its buyer, paged, with exact amounts', async () => {
    const admin = await staff('admin');
    const buyer = await insertUser(api.db, { name: 'Paged Buyer', email: 'paged@example.test' });
    const tag = `paged-${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(
        await payment(buyer.id, {
          gatewayReference: `${tag}-${i}`,
          amountMinor: 1_234_567_891 + i,
          createdAt: new Date(Date.UTC(2026, 0, 10 + i)),
        }),
      );
    }
    const first = await api.call<AdminTransactionDto[]>('GET', 'admin/transactions', {
      token: admin.token,
      query: { search: tag, limit: 2 },
    });
    expect(first.status).toBe(200);
    if (first.body.error) throw new Error(first.body.message);
    expect(first.body.total).toBe(3);
    expect(first.body.data.map((row) => row.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.body.data[0]).toMatchObject({
      amount: '12345678.93',
      amount_minor: 1_234_567_893,
      currency: 'USD',
      gateway: 'stripe',
      gateway_reference: `${tag}-2`,
      status: 'pending',
      user: { id: buyer.id, name: 'Paged Buyer', email: 'paged@example.test' },
    });
    const second = await api.call<AdminTransactionDto[]>('GET', 'admin/transactions', {
      token: admin.token,
      query: { search: tag, limit: 2, offset: 2 },
    });
    if (second.body.error) throw new Error(second.body.message);
    expect(second.body.data.map((row) => row.id)).toEqual([made[0]!.id]);
  });

  it('filters by status, gateway, the buyer and a range of days', async () => {
    const admin = await staff('admin');
    const buyer = await insertUser(api.db, { name: `Filter Person ${Date.now()}` });
    const other = await insertUser(api.db);
    const paid = await payment(buyer.id, {
      status: 'success',
      gateway: 'paypal',
      createdAt: new Date('2025-03-05T23:30:00Z'),
    });
    const failed = await payment(buyer.id, {
      status: 'failed',
      createdAt: new Date('2025-03-07T00:10:00Z'),
    });
    await payment(other.id, { status: 'success', createdAt: new Date('2025-03-06T12:00:00Z') });
    const ids = async (query: Record<string, string>) => {
      const answer = await api.call<AdminTransactionDto[]>('GET', 'admin/transactions', {
        token: admin.token,
        query: { search: buyer.name, ...query },
      });
      if (answer.body.error) throw new Error(answer.body.message);
      return answer.body.data.map((row) => row.id);
    };
    expect(await ids({})).toEqual([failed.id, paid.id]);
    expect(await ids({ status: 'success' })).toEqual([paid.id]);
    expect(await ids({ gateway: 'stripe' })).toEqual([failed.id]);
    expect(await ids({ from: '2025-03-06', to: '2025-03-07' })).toEqual([failed.id]);
    expect(await ids({ from: '2025-03-05', to: '2025-03-05' })).toEqual([paid.id]);
    const email = await api.call<AdminTransactionDto[]>('GET', 'admin/transactions', {
      token: admin.token,
      query: { search: other.email! },
    });
    if (email.body.error) throw new Error(email.body.message);
    expect(email.body.data.every((row) => row.user?.id === other.id)).toBe(true);
    const bad = await api.call('GET', 'admin/transactions', {
      token: admin.token,
      query: { from: '2025-02-30', status: 'lost' },
    });
    expect(bad.status).toBe(422);
  });

  it('lets support read (audited, one row per read) but refuses moderators and users', async () => {
    const support = await staff('support');
    const before = (await auditRows('admin/transactions')).length;
    const answer = await api.call('GET', 'admin/transactions', { token: support.token });
    expect(answer.status).toBe(200);
    const rows = await auditRows('admin/transactions');
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ actorId: support.user.id, actorRole: 'support' });
    const moderator = await staff('moderator');
    expect((await api.call('GET', 'admin/transactions', { token: moderator.token })).status).toBe(
      403,
    );
    const buyer = await insertBuyer(api.db);
    expect((await api.call('GET', 'admin/transactions', { token: buyer.token })).status).toBe(403);
    expect((await api.call('GET', 'admin/transactions')).status).toBe(401);
  });
});

describe('GET admin/transactions-csv', () => {
  it('exports the filtered payments as a CSV file with formulas neutralised and quotes escaped', async () => {
    const support = await staff('support');
    const tag = `csv${Date.now()}`;
    const buyer = await insertUser(api.db, {
      name: `=HYPERLINK("http://evil.example","${tag}")`,
      email: `${tag}@example.test`,
    });
    await payment(buyer.id, { packageName: '+Gold, "best"', gatewayReference: `-${tag}` });
    await payment(buyer.id, { packageName: '@SUM(A1)', gatewayReference: `\t${tag}` });
    await payment(buyer.id, { packageName: 'Plain\r\nnext', status: 'success' });
    const before = (await auditRows('admin/transactions-csv')).length;
    const response = await fetch(
      `${api.baseUrl}admin/transactions-csv?search=${encodeURIComponent(`${tag}@example`)}&status=pending`,
      { headers: { Authorization: `Bearer ${support.token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '"id","created_at","user_id","user_name","user_email","package","gateway","amount","currency","status","gateway_reference"',
    );
    expect(lines.length).toBe(4); // header, two pending payments, the final CRLF
    expect(lines[1]).toContain(`"'@SUM(A1)"`);
    expect(lines[1]).toContain(`"'\t${tag}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`);
    expect(lines[2]).toContain(`"'+Gold, ""best"""`);
    expect(lines[2]).toContain(`"'-${tag}"`);
    expect(lines[2]).toContain('"19.99","USD","pending"');
    expect((await auditRows('admin/transactions-csv')).length).toBe(before + 1);
    const moderator = await staff('moderator');
    const refused = await fetch(`${api.baseUrl}admin/transactions-csv`, {
      headers: { Authorization: `Bearer ${moderator.token}` },
    });
    expect(refused.status).toBe(403);
  });
});

describe('bank transfer', () => {
  it('the administrator reads and saves the setting, freshly signed in, with one audit row', async () => {
    const admin = await staff('admin');
    const read = await api.call<BankTransferSettingsDto>('GET', 'admin/bank-transfer', {
      token: admin.token,
    });
    expect(read.body).toMatchObject({ data: { enabled: true, instructions } });
    const before = (await auditRows('admin/bank-transfer')).length;
    const saved = await api.call('POST', 'admin/bank-transfer', {
      token: admin.token,
      json: { enabled: false, instructions: 'Closed for now' },
    });
    expect(saved.status).toBe(200);
    const rows = await auditRows('admin/bank-transfer');
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      targetType: 'setting',
      targetId: 'bank_transfer',
      before: { enabled: true, instructions },
      after: { enabled: false, instructions: 'Closed for now' },
    });
    const missing = await api.call('POST', 'admin/bank-transfer', {
      token: admin.token,
      json: { enabled: true, instructions: '  ' },
    });
    expect(missing.status).toBe(422);
    const staleUser = await insertUser(api.db, { role: 'admin' });
    const stale = await insertSession(api.db, staleUser.id, {
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const refused = await api.call('POST', 'admin/bank-transfer', {
      token: stale,
      json: { enabled: true, instructions },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'password_required' });
    const support = await staff('support');
    expect((await api.call('GET', 'admin/bank-transfer', { token: support.token })).status).toBe(
      403,
    );
  });

  async function buyByBankTransfer() {
    const buyer = await insertBuyer(api.db);
    const item = await insertPaidPackage(api.db, { price: '49.50' });
    const settings = await api.call<PaymentSettingsDto>('GET', 'get_payment_settings', {
      token: buyer.token,
    });
    expect(settings.body).toMatchObject({ data: { bank_transfer_enabled: true } });
    const answer = await api.call<BankTransferPaymentDto>('POST', 'bank-transfer', {
      token: buyer.token,
      json: { package_id: item.id },
    });
    expect(answer.status).toBe(201);
    if (answer.body.error) throw new Error(answer.body.message);
    return { buyer, item, payment: answer.body.data };
  }

  it('a buyer who chooses it gets the instructions, a unique reference and a pending payment', async () => {
    const { buyer, item, payment: first } = await buyByBankTransfer();
    expect(first).toMatchObject({ instructions, amount: '49.50', currency: 'USD' });
    expect(first.reference).toMatch(/^HB-\d{6,}-[A-Z2-9]{4}$/);
    const row = await readTransaction(api.db, first.payment_transaction_id);
    expect(row).toMatchObject({
      userId: buyer.user.id,
      packageId: item.id,
      gateway: 'bank_transfer',
      gatewayReference: first.reference,
      status: 'pending',
      amountMinor: 4950,
    });
    const { payment: second } = await buyByBankTransfer();
    expect(second.reference).not.toBe(first.reference);
    const history = await api.call<PaymentTransactionDto[]>('GET', 'get_payment_details', {
      token: buyer.token,
    });
    if (history.body.error) throw new Error(history.body.message);
    expect(history.body.data[0]).toMatchObject({
      gateway: 'bank_transfer',
      status: 'pending',
      gateway_reference: first.reference,
    });
  });

  it('is refused while the administrator has not enabled it', async () => {
    await putSetting(api.db, 'bank_transfer', { enabled: false, instructions });
    const buyer = await insertBuyer(api.db);
    const item = await insertPaidPackage(api.db);
    const answer = await api.call('POST', 'bank-transfer', {
      token: buyer.token,
      json: { package_id: item.id },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'payment_method_unavailable' });
  });

  it('marked paid grants the package once; a second mark is refused 409', async () => {
    const { buyer, item, payment: bought } = await buyByBankTransfer();
    const admin = await staff('admin');
    const before = (await auditRows('admin/settle-bank-transfer')).length;
    const paid = await api.call<PaymentTransactionDto>('POST', 'admin/settle-bank-transfer', {
      token: admin.token,
      json: { transaction_id: bought.payment_transaction_id, status: 'paid' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ data: { status: 'success' } });
    const granted = await api.db
      .select()
      .from(userPackages)
      .where(and(eq(userPackages.userId, buyer.user.id), eq(userPackages.packageId, item.id)));
    expect(granted).toHaveLength(1);
    const rows = await auditRows('admin/settle-bank-transfer');
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actorId: admin.user.id,
      targetType: 'transaction',
      targetId: String(bought.payment_transaction_id),
      before: { status: 'pending' },
      after: { status: 'success', package_granted: true },
    });
    for (const status of ['paid', 'failed']) {
      const again = await api.call('POST', 'admin/settle-bank-transfer', {
        token: admin.token,
        json: { transaction_id: bought.payment_transaction_id, status },
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'payment_not_pending' });
    }
    expect((await auditRows('admin/settle-bank-transfer')).length).toBe(before + 1);
    const still = await api.db
      .select()
      .from(userPackages)
      .where(eq(userPackages.userId, buyer.user.id));
    expect(still).toHaveLength(1);
  });

  it('marked failed notifies the buyer and grants nothing', async () => {
    const { buyer, item, payment: bought } = await buyByBankTransfer();
    const admin = await staff('admin');
    const failed = await api.call('POST', 'admin/settle-bank-transfer', {
      token: admin.token,
      json: { transaction_id: bought.payment_transaction_id, status: 'failed' },
    });
    expect(failed.status).toBe(200);
    expect((await readTransaction(api.db, bought.payment_transaction_id)).status).toBe('failed');
    const notes = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.user.id));
    expect(notes).toEqual([
      expect.objectContaining({ type: 'payment_failed', params: { package: item.name } }),
    ]);
    expect(
      await api.db.select().from(userPackages).where(eq(userPackages.userId, buyer.user.id)),
    ).toHaveLength(0);
    const rows = await auditRows('admin/settle-bank-transfer');
    expect(rows.at(-1)).toMatchObject({
      targetId: String(bought.payment_transaction_id),
      after: { status: 'failed', package_granted: false },
    });
  });

  it('only a bank transfer is settled, only by the administrator', async () => {
    const admin = await staff('admin');
    const buyer = await insertUser(api.db);
    const card = await payment(buyer.id, { gateway: 'stripe' });
    const notBank = await api.call('POST', 'admin/settle-bank-transfer', {
      token: admin.token,
      json: { transaction_id: card.id, status: 'paid' },
    });
    expect(notBank.status).toBe(404);
    const { payment: bought } = await buyByBankTransfer();
    for (const role of ['support', 'moderator'] as const) {
      const caller = await staff(role);
      const refused = await api.call('POST', 'admin/settle-bank-transfer', {
        token: caller.token,
        json: { transaction_id: bought.payment_transaction_id, status: 'paid' },
      });
      expect(refused.status).toBe(403);
    }
    const staleAdmin = await insertUser(api.db, { role: 'admin' });
    const stale = await insertSession(api.db, staleAdmin.id, {
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const notFresh = await api.call('POST', 'admin/settle-bank-transfer', {
      token: stale,
      json: { transaction_id: bought.payment_transaction_id, status: 'paid' },
    });
    expect(notFresh.status).toBe(403);
    expect(notFresh.body).toMatchObject({ code: 'password_required' });
    expect((await readTransaction(api.db, bought.payment_transaction_id)).status).toBe('pending');
  });
});
