import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { OwnerProjectsScreen } from '@/components/owner-listings/owner-projects-screen';
import { apiUrl, failEnvelope, mswServer as server } from '../../support/msw-server';
import { findRowOf, serveOwnerItems } from '../../support/owner-items-kit';
import { answerPackageCheck } from '../../support/package-check-answers';
import { atPage, renderSignedIn } from '../../support/render-with-providers';
import { anOwnerProject } from './owner-project-fixtures';

// Other work shares this machine's two cores: the first render of a screen can take seconds.
vi.setConfig({ testTimeout: 60_000 });

/** The owner's projects as the API holds them; status and delete calls change them. */
function serveProjects(initial: OwnerProjectDto[]) {
  return serveOwnerItems<OwnerProjectDto>(
    {
      list: 'get-added-projects',
      changeStatus: 'change-project-status',
      idField: 'project_id',
      remove: 'delete_project',
      withStatus: (project, status) => ({
        ...project,
        is_active: status === 'active',
        is_public: status === 'active',
      }),
    },
    initial,
  );
}

function renderScreen() {
  return renderSignedIn(<OwnerProjectsScreen />, { router: atPage('/user/projects') });
}

const rowOf = findRowOf;

/** A project still waiting for review, so not public. */
const riverLofts = () =>
  anOwnerProject({
    id: 73,
    slug_id: 'river-lofts',
    title: 'River Lofts',
    review_status: 'pending',
    is_public: false,
  });

describe('OwnerProjectsScreen', () => {
  it('offers Feature on an approved, active project and checks the project feature limit first', async () => {
    serveProjects([anOwnerProject(), riverLofts()]);
    const asked = answerPackageCheck({
      limit_available: false,
      message: 'Project Feature Limit',
    });
    renderScreen();
    const lofts = await rowOf('River Lofts');
    expect(lofts.queryByRole('button', { name: 'Feature River Lofts' })).toBeNull();
    const towers = await rowOf('Harbour Towers');
    fireEvent.click(towers.getByRole('button', { name: 'Feature Harbour Towers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Opps' });
    expect(within(dialog).getByText('Project Feature Limit')).toBeTruthy();
    expect(asked).toEqual(['project_feature']);
  });

  it('shows each project with its review state, rejection reason and edit link', async () => {
    serveProjects([
      anOwnerProject(),
      anOwnerProject({
        id: 72,
        slug_id: 'old-mill',
        title: 'Old Mill',
        review_status: 'rejected',
        rejection_reason: 'The floor plans are unreadable.',
        is_public: false,
      }),
      riverLofts(),
    ]);
    renderScreen();
    const towers = await rowOf('Harbour Towers');
    expect(towers.getByText('Approved')).toBeTruthy();
    expect(towers.getByText('Active')).toBeTruthy();
    expect(towers.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/user/edit-project/harbour-towers',
    );
    const mill = await rowOf('Old Mill');
    expect(mill.getByText('Rejected')).toBeTruthy();
    expect(mill.getByText('Reason for rejection: The floor plans are unreadable.')).toBeTruthy();
    // Only an approved project can be switched on or off.
    expect(mill.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    const lofts = await rowOf('River Lofts');
    expect(lofts.getByText('Pending review')).toBeTruthy();
    expect(lofts.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.getByText('3 projects')).toBeTruthy();
  });

  it('deactivates an approved project through change-project-status and shows it inactive', async () => {
    const api = serveProjects([anOwnerProject()]);
    renderScreen();
    const row = await rowOf('Harbour Towers');
    fireEvent.click(row.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.statusCalls).toEqual([{ project_id: 71, status: 'inactive' }]));
    const refreshed = await rowOf('Harbour Towers');
    expect(await refreshed.findByText('Inactive')).toBeTruthy();
    expect(refreshed.getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('asks before deleting; Cancel sends nothing, confirming deletes and empties the list', async () => {
    const api = serveProjects([anOwnerProject()]);
    renderScreen();
    const row = await rowOf('Harbour Towers');

    fireEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this project?' });
    expect(dialog.textContent).toContain('“Harbour Towers” with its floor plans');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.deleteCalls).toEqual([]);

    fireEvent.click(row.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(api.deleteCalls).toEqual([{ id: 71 }]));
    expect(await screen.findByText(/You have not listed a project yet/)).toBeTruthy();
  });

  it('keeps the project as it was when the server refuses the status change', async () => {
    serveProjects([anOwnerProject()]);
    server.use(
      http.post(apiUrl('change-project-status'), () =>
        failEnvelope(
          409,
          'invalid_status_change',
          'Only an approved project can be switched on or off.',
        ),
      ),
    );
    renderScreen();
    const row = await rowOf('Harbour Towers');
    fireEvent.click(row.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(row.getByRole('button', { name: 'Deactivate' })).toBeTruthy());
    expect(row.getByText('Active')).toBeTruthy();
  });
});
