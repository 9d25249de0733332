import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminPackageDto } from '@/contracts/dto/admin-package-dto';
import { AdminPackagesScreen } from '@/components/moderation/admin-packages-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

/** The first render waits for the session and the API: slow on a busy machine. */
const slow = { timeout: 10_000 };

const starter: AdminPackageDto = {
  id: 3,
  name: 'Starter',
  price: '0.00',
  duration_hours: 720,
  is_active: true,
  sequence: 1,
  features: [{ feature: 'property_list', limit: 2 }],
  holders_count: 4,
};

/** The packages API answered from memory: a browser-side test of the screen (msw). */
function servePackages() {
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('admin/packages'), () => okEnvelope([starter])),
    http.post(apiUrl('admin/packages'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return okEnvelope({ ...starter, ...body, id: 9, holders_count: 0 });
    }),
  );
  return { sent };
}

function renderAsAdmin() {
  return renderWithProviders(<AdminPackagesScreen />, {
    router: { pathname: '/admin/packages', asPath: '/admin/packages' },
    preloaded: {
      session: {
        ...initialSessionState,
        data: aSession({ user: aSessionUser({ role: 'admin' }) }),
      },
    },
  });
}

describe('the packages screen', { timeout: 30_000 }, () => {
  it('lists a package with its terms and adds one with a limit and an access', async () => {
    const api = servePackages();
    renderAsAdmin();
    expect(await screen.findByRole('heading', { level: 2, name: 'Starter' }, slow)).toBeTruthy();
    expect(screen.getByText(/Free · .* · On sale · Held by 4 people/)).toBeTruthy();
    expect(screen.getByText('Property listings (2)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a package' }, slow);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Agency' } });
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '49.90' } });
    fireEvent.click(within(dialog).getByLabelText('Project listings'));
    fireEvent.change(within(dialog).getByLabelText('Project listings: how many'), {
      target: { value: 'lots' },
    });
    fireEvent.click(within(dialog).getByLabelText('Premium properties'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'A limit is a whole number from 1 to 1000000, or empty for unlimited.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(api.sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Project listings: how many'), {
      target: { value: '25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.sent).toEqual([
      {
        name: 'Agency',
        price: '49.90',
        duration_hours: 720,
        sequence: 2,
        is_active: 1,
        features: [
          { feature: 'project_list', limit: 25 },
          { feature: 'premium_properties', limit: null },
        ],
      },
    ]);
  });
});
