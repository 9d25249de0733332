import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FeatureListingButton } from '@/components/listing/feature-listing-button';
import { PackageGatedLink } from '@/components/listing/package-gated-link';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { answerPackageCheck } from '../../support/package-check-answers';
import { renderWithProviders } from '../../support/render-with-providers';

// A loaded machine renders slowly: more time per test and per findBy*.
vi.setConfig({ testTimeout: 30_000 });
/** findBy* patience for a loaded machine. */
const slow = { timeout: 10_000 };

const signedIn = { preloaded: { session: { ...initialSessionState, data: aSession() } } };

function renderAddLink() {
  return renderWithProviders(
    <PackageGatedLink href="/user/add-property" feature="property_list" className="button">
      Add property
    </PackageGatedLink>,
    signedIn,
  );
}

describe('the Opps dialog before an action a package limits', () => {
  it('shows the per-feature message when the limit is used, and its confirm goes to the plans', async () => {
    const asked = answerPackageCheck({ limit_available: false, message: 'Property List Limit' });
    const { router } = renderAddLink();
    fireEvent.click(screen.getByRole('link', { name: 'Add property' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Opps' }, slow);
    expect(asked).toEqual(['property_list']);
    expect(within(dialog).getByText('Property List Limit')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalledWith('/user/add-property');
    fireEvent.click(within(dialog).getByRole('button', { name: 'See the packages' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/subscription-plan'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says Package Not Available when the user holds no package at all', async () => {
    answerPackageCheck({
      package_available: false,
      feature_available: false,
      limit_available: false,
      message: 'Package Not Available',
    });
    renderAddLink();
    fireEvent.click(screen.getByRole('link', { name: 'Add property' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Opps' }, slow);
    expect(within(dialog).getByText('Package Not Available')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('goes on to the action when the package has room', async () => {
    answerPackageCheck({});
    const { router } = renderAddLink();
    fireEvent.click(screen.getByRole('link', { name: 'Add property' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/user/add-property'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('FeatureListingButton', () => {
  const listing = { id: 41, title: 'Garden house' };

  it('asks for the placement and stores the advertisement', async () => {
    const asked = answerPackageCheck({});
    const stored: unknown[] = [];
    server.use(
      http.post(apiUrl('store_advertisement'), async ({ request }) => {
        stored.push(await request.json());
        return okEnvelope({ id: 5, status: 'pending' });
      }),
    );
    renderWithProviders(<FeatureListingButton featureFor="property" listing={listing} />, signedIn);
    fireEvent.click(screen.getByRole('button', { name: 'Feature Garden house' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature this listing' }, slow);
    expect(asked).toEqual(['property_feature']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Top of lists' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Feature it' }));
    await waitFor(() =>
      expect(stored).toEqual([{ feature_for: 'property', property_id: 41, type: 'list' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the Opps dialog when the feature limit is used up', async () => {
    answerPackageCheck({ limit_available: false, message: 'Property Feature Limit' });
    renderWithProviders(<FeatureListingButton featureFor="property" listing={listing} />, signedIn);
    fireEvent.click(screen.getByRole('button', { name: 'Feature Garden house' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Opps' }, slow);
    expect(within(dialog).getByText('Property Feature Limit')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Feature this listing' })).toBeNull();
  });

  it('shows the Opps dialog when the server refuses the advertisement itself', async () => {
    answerPackageCheck({});
    server.use(
      http.post(apiUrl('store_advertisement'), () =>
        failEnvelope(403, 'package_limit_reached', 'Property Feature Limit'),
      ),
    );
    renderWithProviders(<FeatureListingButton featureFor="property" listing={listing} />, signedIn);
    fireEvent.click(screen.getByRole('button', { name: 'Feature Garden house' }));
    const placement = await screen.findByRole('dialog', { name: 'Feature this listing' }, slow);
    fireEvent.click(within(placement).getByRole('button', { name: 'Feature it' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Opps' }, slow);
    expect(within(dialog).getByText('Property Feature Limit')).toBeTruthy();
  });
});
