import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  PaymentGateway,
  PaymentRedirectDto,
  PaymentSettingsDto,
} from '@/contracts/dto/payment-dto';
import { PackageCheckout } from '@/components/packages/package-checkout';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

function paymentSettings(enabled: PaymentGateway[]): PaymentSettingsDto {
  return {
    currency: 'USD',
    currency_symbol: '$',
    enabled_gateways: enabled,
    stripe_publishable_key: enabled.includes('stripe') ? 'pk_test_1' : null,
    paystack_public_key: null,
    paypal_client_id: enabled.includes('paypal') ? 'client-1' : null,
    flutterwave_public_key: null,
    bank_transfer_enabled: false,
  };
}

function serveSettings(enabled: PaymentGateway[]) {
  server.use(http.get(apiUrl('get_payment_settings'), () => okEnvelope(paymentSettings(enabled))));
}

function renderCheckout(redirect = vi.fn(), onCancel = vi.fn()) {
  renderWithProviders(
    <PackageCheckout packageId={7} price="25.00" onCancel={onCancel} redirect={redirect} />,
    {
      preloaded: {
        session: { ...initialSessionState, data: aSession({ user: aSessionUser() }) },
      },
    },
  );
  return { redirect, onCancel };
}

describe('PackageCheckout', () => {
  it('says no payment method is enabled when the admin configured none', async () => {
    serveSettings([]);
    renderCheckout();
    expect(
      await screen.findByText('No payment method is enabled. Please contact the admin.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('offers only the enabled gateways', async () => {
    serveSettings(['stripe', 'paypal']);
    renderCheckout();
    expect(await screen.findByRole('radio', { name: 'Card (Stripe)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Paystack' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Flutterwave' })).toBeNull();
    const pay = screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
  }, 15_000);

  it('opens a PayPal order for the package and its shown price, then goes to PayPal', async () => {
    serveSettings(['stripe', 'paypal']);
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('paypal'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        const answer: PaymentRedirectDto = {
          payment_transaction_id: 31,
          gateway: 'paypal',
          redirect_url: 'https://paypal.test/checkoutnow?token=ORDER-1',
          gateway_reference: 'ORDER-1',
        };
        return okEnvelope(answer);
      }),
    );
    const { redirect } = renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: 'PayPal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('https://paypal.test/checkoutnow?token=ORDER-1'),
    );
    expect(asked[0]?.get('package_id')).toBe('7');
    expect(asked[0]?.get('amount')).toBe('25');
  }, 15_000);

  it("shows the server's refusal and stays on the page", async () => {
    serveSettings(['flutterwave']);
    server.use(
      http.post(apiUrl('flutterwave'), () =>
        failEnvelope(409, 'package_already_active', 'You already have this package active.'),
      ),
    );
    const { redirect } = renderCheckout();
    // The only gateway is chosen already.
    const flutterwave = (await screen.findByRole('radio', {
      name: 'Flutterwave',
    })) as HTMLInputElement;
    expect(flutterwave.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  }, 15_000);
});
