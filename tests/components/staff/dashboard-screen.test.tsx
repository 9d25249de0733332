import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleDashboardDto, DailyFigureDto } from '@/contracts/dto/staff-dto';
import { DashboardScreen } from '@/components/staff/dashboard-screen';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

vi.setConfig({ testTimeout: 60_000 });

const days = (values: number[]): DailyFigureDto[] =>
  values.map((value, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, value }));

const aBoard = (revenue: ConsoleDashboardDto['revenue']): ConsoleDashboardDto => ({
  listings: { pending: 4, approved: 120, rejected: 2, inactive: 7 },
  new_listings: days([1, 2, 3]),
  new_users: { total: 310, last_30_days: 9, daily: days([4, 5]) },
  open_reports: { total: 3, daily: days([1, 2]) },
  pending_reviews: { properties: 4, projects: 1, changes: 2, advertisements: 0, verifications: 1 },
  revenue,
});

describe('DashboardScreen', () => {
  it('shows each figure with the queue behind it, and payments to the administrator', async () => {
    server.use(
      http.get(apiUrl('admin/dashboard'), () =>
        okEnvelope(
          aBoard({
            by_gateway: [{ gateway: 'stripe', currency: 'USD', amount: '38.00', payments: 2 }],
            daily: days([0, 2]),
          }),
        ),
      ),
    );
    renderSignedIn(<DashboardScreen />, { role: 'admin', router: atPage('/admin') });

    const reviews = await screen.findByRole('region', { name: 'Waiting for review' });
    expect(within(reviews).getByText('8')).toBeTruthy();
    expect(
      within(reviews).getByRole('link', { name: 'Open the review queue' }).getAttribute('href'),
    ).toBe('/admin/listings');
    const users = screen.getByRole('region', { name: 'New users (30 days)' });
    expect(within(users).getByText('310 accounts in all')).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Payments (30 days)' });
    expect(within(payments).getByText(/\$38\.00/)).toBeTruthy();
  });

  it('leaves payments out for a moderator', async () => {
    server.use(http.get(apiUrl('admin/dashboard'), () => okEnvelope(aBoard(null))));
    renderSignedIn(<DashboardScreen />, { role: 'moderator', router: atPage('/admin') });
    expect(await screen.findByRole('region', { name: 'Open reports' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payments (30 days)' })).toBeNull();
  });
});
