import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUserDto } from '@/contracts/dto/staff-dto';
import { UserScreen } from '@/components/staff/user-screen';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

vi.setConfig({ testTimeout: 60_000 });

const aUser = (overrides: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: 12,
  name: 'Pat Poster',
  email: 'pat@example.test',
  mobile: '+15550112',
  role: 'user',
  status: 'active',
  deleted: false,
  verification_status: 'not_applied',
  created_at: '2026-01-02T10:00:00.000Z',
  address: '5 Dock Street',
  live_sessions: 2,
  listings: [
    {
      kind: 'property',
      id: 3,
      title: 'Sunny loft',
      slug_id: 'sunny-loft',
      review_status: 'approved',
      is_active: true,
      hidden_with_owner: false,
      created_at: '2026-02-01T10:00:00.000Z',
    },
  ],
  packages: [],
  payments: [],
  reports_made: [],
  reports_received: [],
  blocks_made: [],
  blocked_by: [],
  ...overrides,
});

const atUserPage = atPage('/admin/users/[id]', { id: '12' });

describe('UserScreen', () => {
  it('shows a moderator the account and its listings, and deactivates it with a reason', async () => {
    let user = aUser();
    const sent: unknown[] = [];
    server.use(
      http.get(apiUrl('admin/user'), () => okEnvelope(user)),
      http.post(apiUrl('admin/user-status'), async ({ request }) => {
        sent.push(await request.json());
        user = { ...user, status: 'deactivated' };
        return okEnvelope(user);
      }),
    );
    renderSignedIn(<UserScreen />, { role: 'moderator', router: atUserPage });

    expect(await screen.findByRole('heading', { name: 'Pat Poster' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sunny loft' }).getAttribute('href')).toBe(
      '/properties-details/sunny-loft',
    );
    // A moderator changes a user's status, never a role.
    expect(screen.queryByLabelText('Staff role')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Pat Poster?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Fake listings' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() =>
      expect(sent).toEqual([{ user_id: 12, status: 'deactivated', reason: 'Fake listings' }]),
    );
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('asks the administrator for the password again when granting a role needs it, then grants it', async () => {
    let confirmed = false;
    const grants: unknown[] = [];
    server.use(
      http.get(apiUrl('admin/user'), () => okEnvelope(aUser())),
      http.post(apiUrl('admin/staff'), async ({ request }) => {
        if (!confirmed) {
          return failEnvelope(403, 'password_required', 'Please type your password again.');
        }
        grants.push(await request.json());
        return okEnvelope({
          id: 12,
          name: 'Pat Poster',
          email: null,
          role: 'support',
          status: 'active',
        });
      }),
      http.post(apiUrl('admin/confirm-password'), async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (password !== 'right one') {
          return failEnvelope(401, 'invalid_credentials', 'The password is incorrect.', {
            errors: { password: 'The password is incorrect.' },
          });
        }
        confirmed = true;
        return okEnvelope({ confirmed_until: '2026-11-29T09:00:00.000Z' });
      }),
    );
    renderSignedIn(<UserScreen />, { role: 'admin', router: atUserPage });

    fireEvent.change(await screen.findByLabelText('Staff role'), { target: { value: 'support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Type your password again' });

    fireEvent.change(within(dialog).getByLabelText('Password', { exact: true }), {
      target: { value: 'wrong' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/incorrect/)).toBeTruthy();
    expect(grants).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Password', { exact: true }), {
      target: { value: 'right one' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(grants).toEqual([{ user_id: 12, role: 'support' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a user who is not staff that the console is not for them', async () => {
    renderSignedIn(<UserScreen />, { role: 'user', router: atUserPage });
    expect(await screen.findByText('403')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).toBeNull();
  });
});
