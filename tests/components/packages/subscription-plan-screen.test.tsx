import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PackagesDto } from '@/contracts/dto/package-dto';
import { SubscriptionPlanScreen } from '@/components/packages/subscription-plan-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { aHeldPackage, aPackage, somePackages } from './package-fixtures';

// A loaded machine renders slowly: more time per test and per findBy*.
vi.setConfig({ testTimeout: 30_000 });
/** findBy* patience for a loaded machine. */
const slow = { timeout: 10_000 };

function servePackages(initial: PackagesDto) {
  let answer = initial;
  const assigned: unknown[] = [];
  server.use(
    http.get(apiUrl('get-package'), () => okEnvelope(answer)),
    http.post(apiUrl('assign_package'), async ({ request }) => {
      const body = (await request.json()) as { package_id: number };
      assigned.push(body);
      const held = aHeldPackage({ id: 7, is_included: false });
      answer = {
        packages: answer.packages.map((item) =>
          item.id === body.package_id ? { ...item, is_active: true } : item,
        ),
        active_packages: [held],
      };
      return okEnvelope(held, { message: 'Package activated' });
    }),
  );
  return { assigned };
}

function renderPlans() {
  return renderWithProviders(<SubscriptionPlanScreen />, {
    router: { pathname: '/subscription-plan', asPath: '/subscription-plan' },
    preloaded: { session: { ...initialSessionState, data: aSession() } },
  });
}

describe('SubscriptionPlanScreen', () => {
  it('shows each package with price, duration and limited, unlimited or included features', async () => {
    servePackages(somePackages());
    renderPlans();
    const offers = await screen.findByRole('region', { name: 'Packages' }, slow);
    const professional = within(offers).getByRole('listitem', { name: 'Professional' });
    expect(within(professional).getByText('$49.00')).toBeTruthy();
    expect(within(professional).getByText('Valid for 90 days')).toBeTruthy();
    const features = within(professional)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(features).toEqual([
      'Property listingsUp to 60',
      'Featured projectsUnlimited',
      'Mortgage calculator detailIncluded',
    ]);
    const free = within(offers).getByRole('listitem', { name: 'Free Starter' });
    expect(within(free).getByText('Free')).toBeTruthy();
  });

  it('shows a visitor the packages, each with a sign-in link that comes back to the plans', async () => {
    servePackages({ ...somePackages(), active_packages: [] });
    renderWithProviders(<SubscriptionPlanScreen />, {
      router: { pathname: '/subscription-plan', asPath: '/subscription-plan' },
    });
    const offers = await screen.findByRole('region', { name: 'Packages' }, slow);
    const professional = within(offers).getByRole('listitem', { name: 'Professional' });
    const buy = within(professional).getByRole('link', { name: 'Sign in to buy Professional' });
    expect(buy.textContent).toBe('Sign in to buy');
    expect(buy.getAttribute('href')).toBe('/login?next=%2Fsubscription-plan');
    const free = within(offers).getByRole('listitem', { name: 'Free Starter' });
    expect(
      within(free).getByRole('link', { name: 'Sign in to activate Free Starter' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Buy|Activate) / })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your active packages' })).toBeNull();
  });

  it('shows what the user holds and what is left of each limit', async () => {
    servePackages(somePackages());
    renderPlans();
    const held = await screen.findByRole('region', { name: 'Your active packages' }, slow);
    expect(
      within(held).getByText('Included for free while you have no other package'),
    ).toBeTruthy();
    expect(within(held).getByText('2 of 3 left')).toBeTruthy();
  });

  it('activates a free package with assign_package and then shows it as active', async () => {
    const api = servePackages(somePackages());
    renderPlans();
    fireEvent.click(await screen.findByRole('button', { name: 'Activate Open House Week' }, slow));
    await waitFor(() => expect(api.assigned).toEqual([{ package_id: 3 }]));
    const offers = screen.getByRole('region', { name: 'Packages' });
    const week = within(offers).getByRole('listitem', { name: 'Open House Week' });
    expect(await within(week).findByText('Active', {}, slow)).toBeTruthy();
    expect(within(week).queryByRole('button', { name: 'Activate Open House Week' })).toBeNull();
  });

  it('offers no activation of the free package a user holds as their allowance', async () => {
    servePackages(somePackages());
    renderPlans();
    const offers = await screen.findByRole('region', { name: 'Packages' }, slow);
    const free = within(offers).getByRole('listitem', { name: 'Free Starter' });
    expect(within(free).getByText('Active')).toBeTruthy();
    expect(within(free).queryByRole('button')).toBeNull();
  });

  it('shows a free package taken before as taken, with when it can be taken again', async () => {
    const plans = somePackages();
    servePackages({
      ...plans,
      packages: plans.packages.map((item) =>
        item.id === 3
          ? { ...item, is_active: true, available_again_at: '2026-12-05T14:00:00.000Z' }
          : item,
      ),
    });
    renderPlans();
    const offers = await screen.findByRole('region', { name: 'Packages' }, slow);
    const week = within(offers).getByRole('listitem', { name: 'Open House Week' });
    expect(within(week).getByText('Taken')).toBeTruthy();
    expect(within(week).getByText(/^You can take it again on Dec 5, 2026/)).toBeTruthy();
    expect(within(week).queryByRole('button')).toBeNull();
  });

  it('offers a paid package through its buy button, which opens the checkout', async () => {
    servePackages(somePackages());
    renderPlans();
    const buy = await screen.findByRole('button', { name: 'Buy Professional' }, slow);
    expect(buy.hasAttribute('disabled')).toBe(false);
    fireEvent.click(buy);
    expect(await screen.findByRole('dialog', { name: 'Buy Professional' }, slow)).toBeTruthy();
  });

  it('reminds the user of a package that ends soon', async () => {
    servePackages(
      somePackages({
        active_packages: [
          aHeldPackage({ id: 3, name: 'Basic', is_included: false, ends_soon: true }),
        ],
      }),
    );
    renderPlans();
    expect(
      await screen.findByText(
        'Basic ends on Dec 1, 2026. Packages do not renew on their own: choose a package to keep your limits.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });

  it('says when the packages could not load and tries again', async () => {
    server.use(
      http.get(apiUrl('get-package'), () => failEnvelope(500, 'internal_error', 'x'), {
        once: true,
      }),
    );
    renderPlans();
    expect(
      await screen.findByText('We could not load the packages.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    servePackages(somePackages({ packages: [aPackage()] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Free Starter' }, slow)).toBeTruthy();
  });
});
