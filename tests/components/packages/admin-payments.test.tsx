import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  AdminTransactionDto,
  BankTransferPaymentDto,
  PaymentSettingsDto,
} from '@/contracts/dto/payment-dto';
import { AdminTransactionsScreen } from '@/components/packages/admin-transactions-screen';
import { PackageCheckout } from '@/components/packages/package-checkout';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

const slow = { timeout: 8000 };

function aTransaction(overrides: Partial<AdminTransactionDto> = {}): AdminTransactionDto {
  return {
    id: 41,
    package_id: 3,
    package_name: 'Gold',
    amount: '49.50',
    amount_minor: 4950,
    currency: 'USD',
    gateway: 'bank_transfer',
    gateway_reference: 'HB-000041-7KQ4',
    status: 'pending',
    platform_type: 'web',
    created_at: '2026-11-20T09:30:00.000Z',
    updated_at: '2026-11-20T09:30:00.000Z',
    user: { id: 9, name: 'Nadia Haddad', email: 'nadia@example.test' },
    ...overrides,
  };
}

describe('PackageCheckout with bank transfer', () => {
  it('offers bank transfer when enabled and shows the instructions and the reference', async () => {
    const settings: PaymentSettingsDto = {
      currency: 'USD',
      currency_symbol: '$',
      enabled_gateways: ['stripe'],
      stripe_publishable_key: 'pk_test_1',
      paystack_public_key: null,
      paypal_client_id: null,
      flutterwave_public_key: null,
      bank_transfer_enabled: true,
    };
    const asked: unknown[] = [];
    const transfer: BankTransferPaymentDto = {
      payment_transaction_id: 41,
      reference: 'HB-000041-7KQ4',
      instructions: 'IBAN GB00 HEAR 0000, Hearth Ltd',
      package_name: 'Gold',
      amount: '49.50',
      currency: 'USD',
    };
    server.use(
      http.get(apiUrl('get_payment_settings'), () => okEnvelope(settings)),
      http.post(apiUrl('bank-transfer'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ error: false, message: 'OK', data: transfer }, { status: 201 });
      }),
    );
    renderSignedIn(<PackageCheckout packageId={3} price="49.50" onCancel={vi.fn()} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }, slow));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('HB-000041-7KQ4', undefined, slow)).toBeTruthy();
    expect(screen.getByText('IBAN GB00 HEAR 0000, Hearth Ltd')).toBeTruthy();
    expect(asked).toEqual([{ package_id: 3 }]);
    expect(screen.getByRole('link', { name: 'See my payments' })).toBeTruthy();
  });
});

describe('AdminTransactionsScreen', () => {
  function serveConsole(onSettle: (body: unknown) => Response) {
    const listed: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('admin/transactions'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        listed.push(query);
        const rows =
          query.get('gateway') === 'bank_transfer'
            ? [aTransaction()]
            : [aTransaction(), aTransaction({ id: 40, gateway: 'stripe', status: 'success' })];
        return HttpResponse.json({ error: false, message: 'OK', data: rows, total: rows.length });
      }),
      http.get(apiUrl('admin/bank-transfer'), () =>
        okEnvelope({ enabled: true, instructions: 'IBAN GB00 HEAR 0000' }),
      ),
      http.post(apiUrl('admin/settle-bank-transfer'), async ({ request }) =>
        onSettle(await request.json()),
      ),
    );
    return listed;
  }

  it('lists payments and marks a pending bank transfer paid after confirming', async () => {
    const settled: unknown[] = [];
    serveConsole((body) => {
      settled.push(body);
      return okEnvelope({ ...aTransaction(), status: 'success' });
    });
    renderSignedIn(<AdminTransactionsScreen />, {
      role: 'admin',
      router: atPage('/admin/transactions'),
    });
    expect(await screen.findByText('2 payments', undefined, slow)).toBeTruthy();
    const pending = await screen.findByRole('region', { name: 'Bank transfers to settle' }, slow);
    fireEvent.click(
      await within(pending).findByRole('button', { name: 'Mark HB-000041-7KQ4 paid' }, slow),
    );
    const dialog = await screen.findByRole('alertdialog', undefined, slow);
    expect(within(dialog).getByText(/Nadia Haddad gets “Gold” at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(
      await screen.findByText(
        'Transfer HB-000041-7KQ4 marked paid: the package is active.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(settled).toEqual([{ transaction_id: 41, status: 'paid' }]);
    expect(screen.getByLabelText('Instructions for buyers')).toBeTruthy();
  });

  it('shows the password_required message when the sign-in is not fresh', async () => {
    serveConsole(() =>
      failEnvelope(403, 'password_required', 'Please type your password again to continue.'),
    );
    renderSignedIn(<AdminTransactionsScreen />, {
      role: 'admin',
      router: atPage('/admin/transactions'),
    });
    const pending = await screen.findByRole('region', { name: 'Bank transfers to settle' }, slow);
    fireEvent.click(
      await within(pending).findByRole('button', { name: 'Mark HB-000041-7KQ4 failed' }, slow),
    );
    const dialog = await screen.findByRole('alertdialog', undefined, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toBe(
          'Please type your password again to continue.',
        ),
      slow,
    );
  });

  it('sends the filters with the list call', async () => {
    const listed = serveConsole(() => okEnvelope(aTransaction()));
    renderSignedIn(<AdminTransactionsScreen />, {
      role: 'admin',
      router: atPage('/admin/transactions', {
        status: 'failed',
        search: 'nadia',
        from: '2026-11-01',
      }),
    });
    await screen.findByText('2 payments', undefined, slow);
    const all = listed.find((query) => query.get('gateway') !== 'bank_transfer');
    expect(all?.get('status')).toBe('failed');
    expect(all?.get('search')).toBe('nadia');
    expect(all?.get('from')).toBe('2026-11-01');
  });
});
