import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PackageDto } from '@/contracts/dto/package-dto';
import type { PaymentSettingsDto } from '@/contracts/dto/payment-dto';
import { BuyPackageButton } from '@/components/packages/buy-package-button';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

const professional: PackageDto = {
  id: 3,
  name: 'Professional',
  price: '49.00',
  is_free: false,
  duration_hours: 2160,
  features: [],
  is_active: false,
  available_again_at: null,
};

const stripeOnly: PaymentSettingsDto = {
  currency: 'USD',
  currency_symbol: '$',
  enabled_gateways: ['stripe'],
  stripe_publishable_key: 'pk_test_1',
  paystack_public_key: null,
  paypal_client_id: null,
  flutterwave_public_key: null,
  bank_transfer_enabled: false,
};

describe('BuyPackageButton', () => {
  it("opens the checkout for the package with the site's enabled gateway chosen", async () => {
    server.use(http.get(apiUrl('get_payment_settings'), () => okEnvelope(stripeOnly)));
    renderWithProviders(<BuyPackageButton item={professional} />, {
      preloaded: {
        session: { ...initialSessionState, data: aSession({ user: aSessionUser() }) },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buy Professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Professional' });
    const card = (await within(dialog).findByRole(
      'radio',
      { name: 'Card (Stripe)' },
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(card.checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  }, 20_000);
});
