import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { AccountMenu } from '@/components/layout/account-menu';
import { ProjectModerationScreen } from '@/components/moderation/project-moderation-screen';
import {
  projectReviewQueue,
  renderSignedInAs,
  serveReviewQueue,
} from '../../support/review-queue-kit';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { anOwnerProject } from './owner-project-fixtures';

// Other work shares this machine's two cores: the first render of a screen can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const aQueuedProject = (): ReviewQueueProjectDto => ({
  ...anOwnerProject({ review_status: 'pending', is_public: false, published_at: null }),
  owner: { id: 9, name: 'Olive Owner', email: 'olive@example.com' },
});

function serveQueue(initial: ReviewQueueProjectDto[]) {
  server.use(http.get(apiUrl('admin/advertisements'), () => okEnvelope([], { total: 0 })));
  return serveReviewQueue(projectReviewQueue, initial);
}

function renderAs(role: 'admin' | 'user', ui: ReactNode = <ProjectModerationScreen />) {
  return renderSignedInAs(role, ui, '/admin/projects');
}

describe('ProjectModerationScreen', () => {
  it('shows pending projects with their owner and approves one, which leaves the queue', async () => {
    const api = serveQueue([aQueuedProject()]);
    renderAs('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project review' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Harbour Towers' });
    const row = within(heading.closest('li')!);
    expect(row.getByText('Olive Owner')).toBeTruthy();
    expect(row.getByText('Pending review')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No projects are waiting for review.')).toBeTruthy();
    expect(api.reviews).toEqual([{ project_id: 71, decision: 'approved' }]);
  });

  it('rejects a project with the reason the owner will read', async () => {
    const api = serveQueue([aQueuedProject()]);
    renderAs('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Harbour Towers”' });
    const submit = within(dialog).getByRole('button', { name: 'Reject listing' });
    fireEvent.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Give the reason for the rejection.',
    );
    fireEvent.change(within(dialog).getByLabelText('Reason (the owner will read it)'), {
      target: { value: ' The floor plans are unreadable. ' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.reviews).toEqual([
      { project_id: 71, decision: 'rejected', reason: 'The floor plans are unreadable.' },
    ]);
    expect(await screen.findByText('No projects are waiting for review.')).toBeTruthy();
  });

  it('shows a 403 panel to a signed-in user who is not an admin', async () => {
    renderAs('user');
    expect(await screen.findByRole('heading', { name: 'For administrators only' })).toBeTruthy();
  });
});

describe('AccountMenu project links', () => {
  it('is in the console’s navigation, marked as the page shown', async () => {
    serveQueue([]);
    renderAs('admin');
    const console = await screen.findByRole('navigation', { name: 'Admin console' });
    const link = within(console).getByRole('link', { name: 'Project review' });
    expect(link.getAttribute('href')).toBe('/admin/projects');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('links to My projects for everyone, and shows a user no console', () => {
    renderAs('user', <AccountMenu />);
    fireEvent.click(screen.getByRole('button', { name: /Amina Rahman/ }));
    expect(screen.getByRole('link', { name: 'My projects' }).getAttribute('href')).toBe(
      '/user/projects',
    );
    expect(screen.queryByRole('link', { name: 'Admin console' })).toBeNull();
  });
});
