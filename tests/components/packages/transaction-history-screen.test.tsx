import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { TransactionHistoryScreen } from '@/components/packages/transaction-history-screen';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

function aPayment(overrides: Partial<PaymentTransactionDto> = {}): PaymentTransactionDto {
  return {
    id: 11,
    package_id: 3,
    package_name: 'Gold',
    amount: '19.99',
    amount_minor: 1999,
    currency: 'USD',
    gateway: 'stripe',
    gateway_reference: 'pi_123',
    status: 'success',
    platform_type: 'web',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:01:00.000Z',
    ...overrides,
  };
}

function serveHistory(payments: PaymentTransactionDto[]) {
  const failed: unknown[] = [];
  server.use(
    http.get(apiUrl('get_payment_details'), () => okEnvelope(payments, { total: payments.length })),
    http.post(apiUrl('payment-transaction-fail'), async ({ request }) => {
      failed.push(await request.json());
      return okEnvelope({ ...payments[0], status: 'failed' });
    }),
  );
  return failed;
}

function renderHistory(query: Record<string, string> = {}) {
  return renderSignedIn(<TransactionHistoryScreen />, {
    router: atPage('/user/transaction-history', query),
  });
}

describe('TransactionHistoryScreen', () => {
  it('lists payments with their status and amounts in their own currency', async () => {
    serveHistory([
      aPayment(),
      aPayment({
        id: 12,
        amount: '1500',
        amount_minor: 1500,
        currency: 'JPY',
        status: 'pending',
        gateway: 'paypal',
      }),
    ]);
    renderHistory();
    const rows = await screen.findAllByRole('row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('$19.99')).toBeTruthy();
    expect(within(rows[1]!).getByText('Successful')).toBeTruthy();
    expect(within(rows[2]!).getByText('¥1,500')).toBeTruthy();
    expect(within(rows[2]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[2]!).getByText('PayPal')).toBeTruthy();
  }, 15_000);

  it('opens a printable receipt of a payment', async () => {
    serveHistory([aPayment()]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderHistory();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Receipt for payment 11' }, { timeout: 10_000 }),
    );
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(receipt.hasAttribute('data-print-receipt')).toBe(true);
    expect(within(receipt).getByText('pi_123')).toBeTruthy();
    fireEvent.click(within(receipt).getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  }, 15_000);

  it('gives up a payment canceled at the gateway and says so', async () => {
    const failed = serveHistory([aPayment({ id: 21, status: 'pending', gateway: 'paypal' })]);
    renderHistory({ payment: 'canceled', payment_transaction_id: '21' });
    expect(await screen.findByText('Payment canceled. Please try again later')).toBeTruthy();
    await waitFor(() => expect(failed).toEqual([{ payment_transaction_id: 21 }]));
  }, 15_000);

  it('tells a buyer back from the gateway that the package waits for confirmation', async () => {
    serveHistory([aPayment({ id: 22, status: 'pending' })]);
    renderHistory({ payment_transaction_id: '22' });
    expect(
      await screen.findByText(
        'Thank you. Your package becomes active as soon as the payment service confirms the payment.',
      ),
    ).toBeTruthy();
  }, 15_000);
});
