import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectEnquiryDto } from '@/contracts/dto/project-dto';
import { OwnerProjectsScreen } from '@/components/owner-listings/owner-projects-screen';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';
import { anOwnerProject } from './owner-project-fixtures';

// Other work shares this machine's two cores: the first render of a screen can take seconds.
vi.setConfig({ testTimeout: 60_000 });

function anEnquiry(overrides: Partial<ProjectEnquiryDto> = {}): ProjectEnquiryDto {
  return {
    id: 501,
    project_id: 71,
    project_title: 'Harbour Towers',
    name: 'Maya Haddad',
    email: 'maya@example.test',
    mobile: '+441170000001',
    phone: null,
    message: 'Is a two-bedroom flat still available on a high floor?',
    created_at: '2026-11-20T10:30:00.000Z',
    ...overrides,
  };
}

/** The owner's one project and the enquiries the API holds for it, newest first. */
function serve(enquiries: ProjectEnquiryDto[], total = enquiries.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('get-added-projects'), () => okEnvelope([anOwnerProject()], { total: 1 })),
    http.get(apiUrl('get-project-enquiries'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return okEnvelope(enquiries.slice(offset, offset + limit), { total });
    }),
  );
  return asked;
}

function renderScreen() {
  return renderSignedIn(<OwnerProjectsScreen />, { router: atPage('/user/projects') });
}

async function openEnquiries() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Harbour Towers' });
  const row = heading.closest('li');
  if (!row) throw new Error('No row for Harbour Towers');
  const toggle = within(row).getByRole('button', { name: 'Enquiries (3)' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return toggle;
}

describe('Project enquiries in My projects', () => {
  it('shows the enquiries of a project, newest first, with their senders, once opened', async () => {
    const asked = serve([
      anEnquiry({ id: 502, name: 'Omar Nasser', email: '', phone: '+441170000009' }),
      anEnquiry({ message: 'هل يوجد موقف سيارات؟' }),
    ]);
    renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Harbour Towers' });
    expect(asked).toHaveLength(0);
    const toggle = await openEnquiries();
    const list = await screen.findByRole('list', { name: 'Enquiries to Harbour Towers' });
    expect(toggle.getAttribute('aria-controls')).toBe(list.parentElement?.id);
    expect(asked[0]?.get('project_id')).toBe('71');
    expect(asked[0]?.get('offset')).toBe('0');

    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('bdi')?.textContent)).toEqual([
      'Omar Nasser',
      'Maya Haddad',
    ]);
    const omar = within(items[0] as HTMLElement);
    expect(omar.queryByText('Email')).toBeNull();
    expect(omar.getByRole('link', { name: '+441170000009' }).getAttribute('href')).toBe(
      'tel:+441170000009',
    );
    const maya = within(items[1] as HTMLElement);
    expect(maya.getByRole('link', { name: 'maya@example.test' }).getAttribute('href')).toBe(
      'mailto:maya@example.test',
    );
    expect(maya.getByText('هل يوجد موقف سيارات؟').getAttribute('dir')).toBe('auto');
    expect(maya.getByText(/^Sent Nov 20, 2026/).getAttribute('datetime')).toBe(
      '2026-11-20T10:30:00.000Z',
    );

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Enquiries to Harbour Towers' })).toBeNull();
  });

  it('says so when a project has no enquiries yet', async () => {
    serve([]);
    renderScreen();
    await openEnquiries();
    expect(
      await screen.findByText(
        'No enquiries yet. When someone asks about this project, their message appears here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Enquiries to Harbour Towers' })).toBeNull();
  });

  it('pages through more enquiries than one page holds', async () => {
    const enquiries = Array.from({ length: 12 }, (_, index) =>
      anEnquiry({ id: 600 - index, name: `Sender ${index + 1}` }),
    );
    const asked = serve(enquiries);
    renderScreen();
    await openEnquiries();
    const list = await screen.findByRole('list', { name: 'Enquiries to Harbour Towers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Page 2 of 2');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('Sender 12')).toBeTruthy();
    expect(asked.map((query) => query.get('offset'))).toEqual(['0', '10']);
  });

  it('says when the enquiries cannot be loaded and offers to try again', async () => {
    serve([anEnquiry()]);
    server.use(
      http.get(apiUrl('get-project-enquiries'), () =>
        failEnvelope(500, 'internal_error', 'Something went wrong.'),
      ),
    );
    renderScreen();
    await openEnquiries();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the enquiries. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
