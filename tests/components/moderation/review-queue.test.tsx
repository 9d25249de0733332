import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { ModerationScreen } from '@/components/moderation/moderation-screen';
import { VerificationReviewScreen } from '@/components/moderation/verification-review-screen';
import { notify } from '@/utils/notify';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import {
  listingChangesQueue,
  listingReviewQueue,
  renderSignedInAs,
  serveReviewQueue,
  verificationReviewQueue,
} from '../../support/review-queue-kit';
import { aListingRevision, aQueuedListing } from '../owner-listings/owner-listing-fixtures';

vi.mock('@/utils/notify', () => ({ notify: vi.fn(() => Promise.resolve()) }));

// Other work shares this machine's two cores: the first render of a screen can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const titles = ['Garden house', 'Harbour loft', 'Town flat'];

const listingsIn = (review_status: ReviewQueueListingDto['review_status']) =>
  titles.map((title, index) =>
    aQueuedListing({ id: 41 + index, title, slug_id: `listing-${index}`, review_status }),
  );

function serveQueue(initial: ReviewQueueListingDto[]) {
  server.use(http.get(apiUrl('admin/advertisements'), () => okEnvelope([], { total: 0 })));
  return serveReviewQueue(listingReviewQueue, initial);
}

const anAdvertisement = (id: number, title: string): AdvertisementDto => ({
  id,
  type: 'slider',
  feature_for: 'property',
  status: 'pending',
  listing: { id: 40 + id, title, slug_id: `featured-${id}` },
  starts_at: '2026-11-20T10:00:00.000Z',
  ends_at: '2026-11-30T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
});

const renderAt = (query: Record<string, string> = {}) =>
  renderSignedInAs('admin', <ModerationScreen />, '/admin/listings', query);

const rowCheckbox = (title: string) => screen.findByRole('checkbox', { name: `Select ${title}` });

const bulkBar = () => within(screen.getByRole('group', { name: 'Decide several at once' }));

beforeEach(() => vi.mocked(notify).mockClear());

describe('ReviewQueue: bulk decisions', () => {
  it('approves the rows chosen, says how many were done, refreshes and clears the choice', async () => {
    const api = serveQueue(listingsIn('pending'));
    renderAt();
    fireEvent.click(await rowCheckbox('Garden house'));
    fireEvent.click(await rowCheckbox('Town flat'));
    expect(bulkBar().getByText('2 selected')).toBeTruthy();

    fireEvent.click(bulkBar().getByRole('button', { name: 'Approve selected' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Town flat' })).toBeNull());
    expect(api.bulkReviews).toEqual([{ kind: 'listing', ids: [41, 43], decision: 'approved' }]);
    expect(notify).toHaveBeenCalledWith('success', '2 decisions saved.');
    expect(screen.getByRole('heading', { name: 'Harbour loft' })).toBeTruthy();
    expect(bulkBar().getByText('0 selected')).toBeTruthy();
    expect(((await rowCheckbox('Harbour loft')) as HTMLInputElement).checked).toBe(false);
  });

  it('rejects the whole page with one reason, and says how many failed', async () => {
    const api = serveQueue(listingsIn('pending'));
    renderAt();
    await rowCheckbox('Garden house');
    const approve = bulkBar().getByRole('button', { name: 'Approve selected' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(bulkBar().getByRole('checkbox', { name: 'Select all on this page' }));
    expect(bulkBar().getByText('3 selected')).toBeTruthy();
    server.use(
      http.post(apiUrl('admin/bulk-review'), async ({ request }) => {
        api.bulkReviews.push(await request.json());
        return okEnvelope([
          { id: 41, status: 'done' },
          { id: 42, status: 'failed', message: 'The property was not found.' },
          { id: 43, status: 'done' },
        ]);
      }),
    );
    fireEvent.click(bulkBar().getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 3 items' });
    fireEvent.change(within(dialog).getByLabelText('Reason (the owner will read it)'), {
      target: { value: ' Duplicate listing. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject all selected' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bulkReviews).toEqual([
      { kind: 'listing', ids: [41, 42, 43], decision: 'rejected', reason: 'Duplicate listing.' },
    ]);
    expect(notify).toHaveBeenCalledWith('warning', '2 decisions saved. 1 could not be decided.');
  });

  it('offers only the decision the tab’s rows allow: rejection on the approved tab', async () => {
    serveQueue(listingsIn('approved'));
    renderAt({ status: 'approved' });
    fireEvent.click(await rowCheckbox('Harbour loft'));
    expect(bulkBar().queryByRole('button', { name: 'Approve selected' })).toBeNull();
    expect(bulkBar().getByRole('button', { name: 'Reject selected' })).toBeTruthy();
  });

  it('leaves the changes tab to one decision at a time', async () => {
    server.use(http.get(apiUrl('admin/advertisements'), () => okEnvelope([], { total: 0 })));
    serveReviewQueue(listingChangesQueue, [
      aQueuedListing({
        review_status: 'approved',
        is_public: true,
        pending_changes: aListingRevision(),
      }),
    ]);
    renderAt({ status: 'changes' });
    expect(await screen.findByRole('table', { name: /^Changes waiting for review/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Decide several at once' })).toBeNull();
  });
});

describe('ReviewQueue: bulk decisions of the other kinds', () => {
  it('lets only an applicant’s latest verification be chosen', async () => {
    const submission = (id: number, name: string, is_latest: boolean) => ({
      id,
      status: 'pending' as const,
      reason: null,
      submitted_at: '2026-11-20T10:00:00Z',
      reviewed_at: null,
      is_latest,
      user: { id, name, email: `${id}@example.test`, slug_id: `user-${id}` },
      form_fields: [],
    });
    const api = serveReviewQueue(verificationReviewQueue, [
      submission(15, 'Vera Verify', true),
      submission(16, 'Old Application', false),
    ]);
    renderSignedInAs('admin', <VerificationReviewScreen />, '/admin/verifications');
    fireEvent.click(await rowCheckbox('Vera Verify'));
    expect(screen.queryByRole('checkbox', { name: 'Select Old Application' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toBeTruthy();

    fireEvent.click(bulkBar().getByRole('button', { name: 'Approve selected' }));
    await waitFor(() => expect(api.bulkReviews).toHaveLength(1));
    expect(api.bulkReviews).toEqual([{ kind: 'verification', ids: [15], decision: 'approved' }]);
  });

  it('rejects advertisements in bulk at once, as one is (no reason asked)', async () => {
    const bulkReviews: unknown[] = [];
    serveQueue([]);
    server.use(
      http.get(apiUrl('admin/advertisements'), () =>
        okEnvelope([anAdvertisement(1, 'Garden house'), anAdvertisement(2, 'Harbour loft')], {
          total: 2,
        }),
      ),
      http.post(apiUrl('admin/bulk-review'), async ({ request }) => {
        bulkReviews.push(await request.json());
        return okEnvelope([
          { id: 1, status: 'done' },
          { id: 2, status: 'done' },
        ]);
      }),
    );
    renderAt();
    fireEvent.click(await rowCheckbox('Garden house'));
    fireEvent.click(await rowCheckbox('Harbour loft'));
    fireEvent.click(bulkBar().getByRole('button', { name: 'Reject selected' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '2 decisions saved.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bulkReviews).toEqual([
      { kind: 'advertisement', ids: [1, 2], decision: 'rejected', reason: '' },
    ]);
  });
});

describe('ReviewScreen: search', () => {
  it('puts the search in the address, and the queue asks for it', async () => {
    serveQueue(listingsIn('pending'));
    const { router } = renderAt({ status: 'rejected', search: 'harbour' });
    expect(await screen.findByText('No rejected listings.')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search titles' });
    expect((box as HTMLInputElement).value).toBe('harbour');

    fireEvent.change(box, { target: { value: ' town ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search titles' }));
    expect(router.push).toHaveBeenCalledWith(
      '/admin/listings?status=rejected&search=town',
      undefined,
      {
        shallow: true,
      },
    );
  });

  it('shows only the rows the search finds', async () => {
    serveQueue(listingsIn('pending'));
    renderAt({ search: 'harbour' });
    expect(await screen.findByRole('heading', { name: 'Harbour loft' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Garden house' })).toBeNull();
  });
});
