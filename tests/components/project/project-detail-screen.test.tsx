import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProjectDetailScreen } from '@/components/project/project-detail-screen';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import { projectSeo } from '@/server/seo/project-seo';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, arabic, english, someWebSettings } from '../../support/client-fixtures';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { aGatedDetail, aProjectCard, aProjectDetail } from './project-fixtures';

const slug = 'harbour-lofts';

function renderDetail(options: { signedIn?: boolean; detail?: ProjectDetailDto } = {}) {
  const detail = options.detail ?? aProjectDetail();
  const gatedCalls: string[] = [];
  const favourites: unknown[] = [];
  const reports: unknown[] = [];
  server.use(
    // A signed-in viewer's page asks the settings and languages again with the session.
    http.get(apiUrl('web-settings'), () => okEnvelope(someWebSettings())),
    http.get(apiUrl('get_languages'), () => okEnvelope([english, arabic])),
    http.get(apiUrl('get-project-detail'), () => okEnvelope(detail)),
    http.get(apiUrl('get-project-gated-detail'), ({ request }) => {
      gatedCalls.push(request.headers.get('authorization') ?? '');
      return okEnvelope(aGatedDetail());
    }),
    http.get(apiUrl('get-projects'), () =>
      okEnvelope([aProjectCard({ is_favourite: false })], { total: 1 }),
    ),
    http.post(apiUrl('add-project-favourite'), async ({ request }) => {
      favourites.push(await request.json());
      return okEnvelope({ project_id: 1, is_favourite: true });
    }),
    http.get(apiUrl('get_report_reasons'), () =>
      okEnvelope([{ id: 4, reason: 'Not a real development', is_other: false }]),
    ),
    http.post(apiUrl('add-project-report'), async ({ request }) => {
      reports.push(await request.json());
      return okEnvelope({ id: 9, project_id: 1, reason_id: 4, status: 'open' });
    }),
  );
  const seo = projectSeo(detail, someWebSettings());
  const view = renderWithProviders(<ProjectDetailScreen slug={slug} seo={seo} />, {
    router: { pathname: '/project-details/[slug]', asPath: `/project-details/${slug}` },
    queryData: [[projectKeys.detail(slug), detail]],
    preloaded: options.signedIn
      ? { session: { ...initialSessionState, data: aSession() } }
      : undefined,
  });
  return { ...view, gatedCalls, favourites, reports };
}

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('ProjectDetailScreen', () => {
  it('shows the title, the price from, status, completion and the gallery', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour Lofts' })).toBeTruthy();
    expect(screen.getAllByText('From $250K').length).toBeGreaterThan(0);
    // The range in full, with the currency's decimals (spec §9), under the compact "from".
    expect(screen.getByText('$250,000.00 – $690,000.00')).toBeTruthy();
    expect(screen.getByText('Expected completion')).toBeTruthy();
    const gallery = region('Photos');
    expect(within(gallery).getByRole('img', { name: /Harbour Lofts, photo 1 of 3/ })).toBeTruthy();
  });

  it('shows the plan titles to visitors with a prompt to sign in, and asks for no files', async () => {
    const { gatedCalls } = renderDetail();
    const plans = region('Floor plans');
    expect(within(plans).getByRole('heading', { name: 'One-bedroom loft, 68 m²' })).toBeTruthy();
    expect(within(plans).getByRole('heading', { name: 'Penthouse' })).toBeTruthy();
    expect(within(plans).getByText('Sign in to see the floor plans and documents.')).toBeTruthy();
    expect(within(plans).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      '/login',
    );
    expect(within(plans).queryByRole('img')).toBeNull();
    expect(within(plans).queryByText('Brochure.pdf')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gatedCalls).toEqual([]);
  });

  it('loads the plan files, documents and contact with the session for a signed-in viewer', async () => {
    const { gatedCalls } = renderDetail({ signedIn: true });
    const plans = region('Floor plans');
    // The call waits for the session in the browser first: give it time on a busy machine.
    const drawing = await within(plans).findByRole(
      'img',
      { name: 'Floor plan: One-bedroom loft, 68 m²' },
      { timeout: 5000 },
    );
    expect(drawing.getAttribute('src')).toBe('/api/media/projects/1/plan-1-card.webp');
    expect(drawing.closest('a')?.getAttribute('href')).toBe('/api/media/projects/1/plan-1.webp');
    expect(
      within(plans)
        .getByRole('link', { name: 'Open the plan “Penthouse” (PDF)' })
        .getAttribute('href'),
    ).toBe('/api/media/projects/1/penthouse.pdf');
    expect(within(plans).getByRole('link', { name: 'Brochure.pdf' })).toBeTruthy();
    expect(within(plans).queryByText('Sign in to see the floor plans and documents.')).toBeNull();
    expect(await screen.findByText('+351210000000')).toBeTruthy();
    expect(gatedCalls[0]).toBe('Bearer token-abc');
  });

  it('saves the project as a favourite for a signed-in viewer', async () => {
    const { favourites } = renderDetail({ signedIn: true });
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), {
      timeout: 5000,
    });
    fireEvent.click(save);
    const saved = await screen.findByRole('button', { name: 'Saved' }, { timeout: 5000 });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(favourites).toEqual([{ project_id: 1, type: 1 }]));
  });

  it('reports the project from the report dialog for a signed-in viewer', async () => {
    const { reports } = renderDetail({ signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this project' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Not a real development' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(reports).toEqual([{ project_id: 1, reason_id: 4, other_message: '' }]),
    );
  });

  it('offers visitors a sign-in link instead of the favourite button and the enquiry form', () => {
    renderDetail();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Save' }).getAttribute('href')).toContain('/login');
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toContain('/login');
    expect(screen.getByRole('link', { name: 'Sign in to send an enquiry' })).toBeTruthy();
  });

  it('shows the developer and similar projects', () => {
    renderDetail();
    expect(screen.getByText('Joao Silva')).toBeTruthy();
    expect(screen.getByText('3 projects')).toBeTruthy();
    const similar = region('Similar projects');
    expect(within(similar).getByRole('link', { name: 'River Flats' }).getAttribute('href')).toBe(
      '/project-details/river-flats',
    );
  });

  it('embeds a YouTube video', () => {
    renderDetail({
      detail: aProjectDetail({ video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    });
    const frame = within(region('Video')).getByTitle('Video of Harbour Lofts');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
