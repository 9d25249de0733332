import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSettingsScreen } from '@/components/settings/admin-settings-screen';
import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import { settingSecretNames } from '@/contracts/requests/settings-requests';
import { someWebSettings } from '../../support/client-fixtures';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

const slow = { timeout: 8000 };

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

beforeEach(() => {
  toastSuccess.mockReset();
});

function theSettings(overrides: Partial<AdminSettingsDto> = {}): AdminSettingsDto {
  const secrets = Object.fromEntries(
    settingSecretNames.map((name) => [name, { is_set: false, masked: null }]),
  ) as AdminSettingsDto['secrets'];
  return {
    settings: {
      company_name: 'Hearth Realty',
      company_email: 'hello@hearth.test',
      company_tel: '',
      company_address: '',
      currency_code: 'USD',
      currency_symbol: '$',
      currency_name: 'US Dollar',
      number_with_suffix: true,
      svg_clr: '#0f766e',
      web_logo: '',
      web_footer_logo: '',
      web_placeholder_logo: '',
      verification_required_for_user: false,
      auto_approve_verified_agents: true,
      demo_mode: false,
      google_maps_api_key: '',
      firebase_api_key: '',
      firebase_auth_domain: '',
      firebase_project_id: '',
      firebase_app_id: '',
      firebase_messaging_sender_id: '',
      firebase_vapid_key: '',
      smtp_host: '',
      smtp_port: 587,
      smtp_user: '',
      smtp_from: '',
    },
    gateways: {
      stripe_enabled: true,
      stripe_publishable_key: 'pk_test_1',
      paystack_enabled: true,
      paystack_public_key: '',
      paypal_enabled: true,
      paypal_client_id: '',
      paypal_webhook_id: '',
      flutterwave_enabled: true,
      flutterwave_public_key: '',
    },
    secrets: { ...secrets, stripe_secret_key: { is_set: true, masked: '••••9f3a' } },
    encryption_configured: true,
    ...overrides,
  };
}

function renderAs(role: 'admin' | 'user') {
  return renderSignedIn(<AdminSettingsScreen />, { role, router: atPage('/admin/settings') });
}

const generalForm = () => screen.findByRole('form', { name: 'General settings' }, slow);
const secretsForm = () => screen.findByRole('form', { name: 'Payments and secrets' }, slow);

describe('AdminSettingsScreen', () => {
  it('shows field errors, then saves the currency', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.get(apiUrl('admin/settings'), () => okEnvelope(theSettings())),
      http.post(apiUrl('admin/settings'), async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return okEnvelope(theSettings());
      }),
      // The site's settings are fetched again after a save.
      http.get(apiUrl('web-settings'), () => okEnvelope(someWebSettings())),
    );
    renderAs('admin');
    const form = await generalForm();
    const symbol = within(form).getByLabelText('Currency symbol');
    fireEvent.change(symbol, { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Currency code'), { target: { value: 'EURO' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(
      await within(form).findByText('Enter the currency symbol.', undefined, slow),
    ).toBeTruthy();
    expect(within(form).getByText('Enter a three-letter currency code like USD.')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(symbol, { target: { value: '€' } });
    fireEvent.change(within(form).getByLabelText('Currency code'), { target: { value: 'eur' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(posted).toHaveLength(1), slow);
    expect(posted[0]).toMatchObject({ currency_symbol: '€', currency_code: 'EUR' });
    await waitFor(
      () => expect(toastSuccess).toHaveBeenCalledWith('The settings are saved.', expect.anything()),
      slow,
    );
  }, 20_000);

  it('shows a secret only as set with its last four, sends a clear, and shows the server message', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.get(apiUrl('admin/settings'), () => okEnvelope(theSettings())),
      http.post(apiUrl('admin/settings-secrets'), async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          {
            error: true,
            code: 'password_required',
            message: 'Please type your password again to continue.',
          },
          { status: 403 },
        );
      }),
    );
    renderAs('admin');
    const form = await secretsForm();
    expect(within(form).getByTestId('secret-state-stripe_secret_key').textContent).toBe(
      'set (••••9f3a)',
    );
    expect(within(form).getByTestId('secret-state-smtp_password').textContent).toBe('not set');
    const stripe = form.querySelector('[data-secret="stripe_secret_key"]') as HTMLElement;
    fireEvent.click(within(stripe).getByRole('button', { name: 'Remove the Stripe secret key' }));
    expect(within(stripe).getByText('removed when you save')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save payments and secrets' }));
    await waitFor(() => expect(posted).toHaveLength(1), slow);
    expect(posted[0]).toMatchObject({ clear: ['stripe_secret_key'], stripe_secret_key: '' });
    expect(
      await within(form).findByText(
        'Please type your password again to continue.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('says secrets cannot be saved until the server has its encryption key', async () => {
    server.use(
      http.get(apiUrl('admin/settings'), () =>
        okEnvelope(theSettings({ encryption_configured: false })),
      ),
    );
    renderAs('admin');
    const form = await secretsForm();
    expect(within(form).getByText(/SETTINGS_ENCRYPTION_KEY \(32 bytes/)).toBeTruthy();
  });

  it('uploads a new logo and shows its stored key', async () => {
    let uploads = 0;
    server.use(
      http.get(apiUrl('admin/settings'), () => okEnvelope(theSettings())),
      http.post(apiUrl('admin/settings-logo'), () => {
        uploads += 1;
        const saved = theSettings();
        return okEnvelope({
          ...saved,
          settings: { ...saved.settings, web_logo: 'brand/new-logo.png' },
        });
      }),
      http.get(apiUrl('web-settings'), () => okEnvelope(someWebSettings())),
    );
    renderAs('admin');
    const form = await generalForm();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    fireEvent.change(within(form).getByLabelText('Upload a new image: Logo'), {
      target: { files: [file] },
    });
    await waitFor(
      () =>
        expect(within(form).getByLabelText('Logo')).toHaveProperty('value', 'brand/new-logo.png'),
      slow,
    );
    expect(uploads).toBe(1);
  }, 20_000);

  it('tells a user who is no administrator that the page is not for them', async () => {
    renderAs('user');
    expect(await screen.findByText('For administrators only', undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
