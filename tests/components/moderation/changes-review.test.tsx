import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { ModerationScreen } from '@/components/moderation/moderation-screen';
import { ProjectModerationScreen } from '@/components/moderation/project-moderation-screen';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import {
  listingChangesQueue,
  projectChangesQueue,
  renderSignedInAs,
  serveReviewQueue,
} from '../../support/review-queue-kit';
import { aListingRevision, aQueuedListing } from '../owner-listings/owner-listing-fixtures';
import { anOwnerProject } from '../owner-listings/owner-project-fixtures';

// Other work shares this machine's two cores: the first render of a screen can take seconds.
vi.setConfig({ testTimeout: 60_000 });

/** An approved listing, public, whose edit waits for review. */
const aRevisedListing = (): ReviewQueueListingDto =>
  aQueuedListing({
    review_status: 'approved',
    is_public: true,
    published_at: '2026-10-02T10:00:00.000Z',
    pending_changes: aListingRevision(),
  });

function serveListingChanges(initial: ReviewQueueListingDto[]) {
  server.use(http.get(apiUrl('admin/advertisements'), () => okEnvelope([], { total: 0 })));
  return serveReviewQueue(listingChangesQueue, initial);
}

/** The cells of the changes table's row headed `label`: live value, proposed value. */
function changeRow(label: string) {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the Changes tab of the listing review', () => {
  it('lists the changed fields with their live and proposed values, and approves them', async () => {
    const api = serveListingChanges([aRevisedListing()]);
    renderSignedInAs('admin', <ModerationScreen />, '/admin/listings', { status: 'changes' });

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Pending',
      'Changes',
      'Approved',
      'Rejected',
    ]);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: /^Changes waiting for review/ })).toBeTruthy();
    expect(changeRow('Title')).toEqual(['Garden house', 'Garden house with pool']);
    expect(changeRow('Description')).toEqual(['A quiet house.', 'A quiet house, new pool.']);
    expect(changeRow('Gallery photos')).toEqual(['2 added, 1 removed']);

    const row = within(screen.getByRole('group', { name: 'Review of Garden house' }));
    fireEvent.click(row.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No listings have changes waiting for review.')).toBeTruthy();
    expect(api.reviews).toEqual([{ property_id: 41, decision: 'approved' }]);
  });

  it('rejects the changes with the reason the owner will read', async () => {
    const api = serveListingChanges([aRevisedListing()]);
    renderSignedInAs('admin', <ModerationScreen />, '/admin/listings', { status: 'changes' });

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the changes to “Garden house”',
    });
    fireEvent.change(within(dialog).getByLabelText('Reason (the owner will read it)'), {
      target: { value: ' The new photos are blurred. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.reviews).toEqual([
      { property_id: 41, decision: 'rejected', reason: 'The new photos are blurred.' },
    ]);
  });
});

describe('the Changes tab of the project review', () => {
  it("names a project's fields as its form does and approves through admin/review-project-changes", async () => {
    const project: ReviewQueueProjectDto = {
      ...anOwnerProject({
        pending_changes: aListingRevision({
          changes: [
            { kind: 'value', field: 'type', from: 'under_construction', to: 'completed' },
            { kind: 'value', field: 'completion_date', from: '2028-06-30', to: null },
            { kind: 'files', field: 'title_image', added: 1, removed: 1 },
          ],
        }),
      }),
      owner: { id: 9, name: 'Olive Owner', email: 'olive@example.com' },
    };
    server.use(http.get(apiUrl('admin/advertisements'), () => okEnvelope([], { total: 0 })));
    const api = serveReviewQueue(projectChangesQueue, [project]);
    renderSignedInAs('admin', <ProjectModerationScreen />, '/admin/projects', {
      status: 'changes',
    });

    expect(await screen.findByRole('rowheader', { name: 'Construction status' })).toBeTruthy();
    expect(changeRow('Construction status')).toEqual(['Under construction', 'Completed']);
    expect(changeRow('Completion date')).toEqual(['2028-06-30', 'Not given']);
    expect(changeRow('Main image')).toEqual(['1 added, 1 removed']);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No projects have changes waiting for review.')).toBeTruthy();
    expect(api.reviews).toEqual([{ project_id: 71, decision: 'approved' }]);
  });
});
