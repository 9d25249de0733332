import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminFaqDto } from '@/contracts/dto/admin-content-dto';
import { SiteContentScreen } from '@/components/moderation/site-content-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

const slow = { timeout: 10_000 };

const faq: AdminFaqDto = {
  id: 3,
  question: 'How do I post?',
  answer: 'Sign in first.',
  is_active: true,
  sequence: 1,
};

function serveContent() {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  const record = (path: string) =>
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push({ path, body });
      return okEnvelope({ ...faq, ...body, id: 9 });
    });
  server.use(
    http.get(apiUrl('admin/faqs'), () => okEnvelope([faq])),
    http.get(apiUrl('admin/report-reasons'), () =>
      okEnvelope([{ id: 1, reason: 'Wrong price', is_active: true }]),
    ),
    http.get(apiUrl('admin/site-texts'), () =>
      okEnvelope([
        { kind: 'about', text: 'We are Hearth.' },
        { kind: 'privacy', text: '' },
        { kind: 'terms', text: '' },
      ]),
    ),
    record('admin/faqs'),
    record('admin/site-texts'),
  );
  return { posted };
}

function renderAsAdmin() {
  return renderWithProviders(<SiteContentScreen />, {
    router: { pathname: '/admin/site-content', asPath: '/admin/site-content' },
    preloaded: {
      session: {
        ...initialSessionState,
        data: aSession({ user: aSessionUser({ role: 'admin' }) }),
      },
    },
  });
}

describe('SiteContentScreen', { timeout: 30_000 }, () => {
  it('adds a question after asking for its answer, and saves the about text', async () => {
    const api = serveContent();
    renderAsAdmin();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'How do I post?' }, slow),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' }, slow);
    fireEvent.change(within(dialog).getByLabelText('Question'), {
      target: { value: 'Is it free?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the answer.', {}, slow)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: 'Yes.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

    const about = screen.getByLabelText('About us');
    expect((about as HTMLTextAreaElement).value).toBe('We are Hearth.');
    fireEvent.change(about, { target: { value: 'We are a small team.' } });
    const aboutForm = about.closest('form');
    if (!aboutForm) throw new Error('no form');
    fireEvent.click(within(aboutForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posted).toHaveLength(2), slow);
    expect(api.posted).toEqual([
      {
        path: 'admin/faqs',
        body: { question: 'Is it free?', answer: 'Yes.', sequence: 0, is_active: 1 },
      },
      { path: 'admin/site-texts', body: { kind: 'about', text: 'We are a small team.' } },
    ]);
  });
});
