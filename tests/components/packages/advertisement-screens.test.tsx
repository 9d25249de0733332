import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import { AdvertisementsScreen } from '@/components/packages/advertisements-screen';
import { AdvertisementQueue } from '@/components/moderation/advertisement-queue';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

// A loaded machine renders slowly: more time per test and per findBy*.
vi.setConfig({ testTimeout: 30_000 });
/** findBy* patience for a loaded machine. */
const slow = { timeout: 10_000 };

function anAdvertisement(overrides: Partial<AdvertisementDto> = {}): AdvertisementDto {
  return {
    id: 1,
    type: 'slider',
    feature_for: 'property',
    status: 'pending',
    listing: { id: 41, title: 'Garden house', slug_id: 'garden-house' },
    starts_at: '2026-11-20T10:00:00.000Z',
    ends_at: '2026-11-30T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function renderAs(role: 'user' | 'admin', ui: ReactNode) {
  return renderSignedIn(<>{ui}</>, { role, router: atPage('/user/advertisement') });
}

describe('AdvertisementsScreen', () => {
  it("lists the user's advertisements with their placement and how each stands", async () => {
    server.use(
      http.get(apiUrl('get-advertisements'), () =>
        okEnvelope(
          [
            anAdvertisement(),
            anAdvertisement({
              id: 2,
              type: 'list',
              status: 'expired',
              listing: { id: 42, title: 'Sea view flat', slug_id: 'sea-view-flat' },
            }),
          ],
          { total: 2 },
        ),
      ),
    );
    renderAs('user', <AdvertisementsScreen />);
    const link = await screen.findByRole('link', { name: 'Garden house' }, slow);
    expect(link.getAttribute('href')).toBe('/properties-details/garden-house');
    const garden = link.closest('li') as HTMLElement;
    expect(within(garden).getByText('Waiting for approval')).toBeTruthy();
    expect(within(garden).getByText(/Home slider/)).toBeTruthy();
    const sea = screen.getByRole('link', { name: 'Sea view flat' }).closest('li') as HTMLElement;
    expect(within(sea).getByText('Expired')).toBeTruthy();
    expect(within(sea).getByText(/Top of lists/)).toBeTruthy();
  });

  it('says when there is none yet and leads to the properties', async () => {
    server.use(http.get(apiUrl('get-advertisements'), () => okEnvelope([], { total: 0 })));
    renderAs('user', <AdvertisementsScreen />);
    const link = await screen.findByRole('link', { name: 'Go to my properties' }, slow);
    expect(link.getAttribute('href')).toBe('/user/properties');
  });
});

describe("the admin's advertisement queue", () => {
  it('approves a pending advertisement, which then leaves the queue', async () => {
    let queue = [anAdvertisement({ owner_name: 'Olivia Owner' })];
    const decisions: unknown[] = [];
    server.use(
      http.get(apiUrl('admin/advertisements'), () => okEnvelope(queue, { total: queue.length })),
      http.post(apiUrl('admin/review-advertisement'), async ({ request }) => {
        decisions.push(await request.json());
        queue = [];
        return okEnvelope(anAdvertisement({ status: 'running' }));
      }),
    );
    renderAs('admin', <AdvertisementQueue />);
    expect(await screen.findByText(/Olivia Owner/, {}, slow)).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Approve the advertisement for Garden house' }),
    );
    await waitFor(() => expect(decisions).toEqual([{ id: 1, decision: 'approved' }]));
    expect(
      await screen.findByText('No advertisement is waiting for approval.', {}, slow),
    ).toBeTruthy();
  });
});
