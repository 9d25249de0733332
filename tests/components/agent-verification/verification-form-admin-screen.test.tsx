import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import { VerificationFormAdminScreen } from '@/components/moderation/verification-form-admin-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

/** The first render waits for the session and the API: slow on a busy machine. */
const slow = { timeout: 10_000 };

const licence: VerificationFormFieldAdminDto = {
  id: 2,
  name: 'Licence number',
  field_type: 'text',
  options: [],
  is_required: true,
  rank: 2,
  translations: {},
  is_active: true,
};

function serveForm() {
  let fields = [licence];
  const saved: Record<string, unknown>[] = [];
  server.use(
    http.get(apiUrl('admin/verification-form-fields'), () => okEnvelope(fields)),
    http.post(apiUrl('admin/save-verification-form-field'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      const field = {
        ...licence,
        ...body,
        id: Number(body.id ?? 9),
        is_active: body.is_active === 1,
        is_required: body.is_required === 1,
      } as VerificationFormFieldAdminDto;
      fields = [...fields.filter((item) => item.id !== field.id), field];
      return okEnvelope(field);
    }),
  );
  return { saved };
}

function renderAsAdmin() {
  return renderWithProviders(<VerificationFormAdminScreen />, {
    router: { pathname: '/admin/verification-form', asPath: '/admin/verification-form' },
    preloaded: {
      session: {
        ...initialSessionState,
        data: aSession({ user: aSessionUser({ role: 'admin' }) }),
      },
    },
  });
}

describe('VerificationFormAdminScreen', { timeout: 30_000 }, () => {
  it('adds a one-choice field, asking for two options first', async () => {
    const api = serveForm();
    renderAsAdmin();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Licence number' }, slow),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a field' }, slow);
    fireEvent.change(within(dialog).getByLabelText('Question'), {
      target: { value: 'Agency size' },
    });
    fireEvent.change(within(dialog).getByLabelText('Answer type'), { target: { value: 'radio' } });
    const options = await within(dialog).findByLabelText('Options', {}, slow);
    fireEvent.change(options, { target: { value: 'Solo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give at least two options.', {}, slow)).toBeTruthy();
    expect(api.saved).toEqual([]);

    fireEvent.change(options, { target: { value: 'Solo\n  Team \n\n' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.saved).toEqual([
      {
        name: 'Agency size',
        field_type: 'radio',
        options: ['Solo', 'Team'],
        is_required: 1,
        rank: 3,
        is_active: 1,
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Agency size' }, slow),
    ).toBeTruthy();
  });

  it('hides a field by making it inactive', async () => {
    const api = serveForm();
    renderAsAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Licence number' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Licence number”' }, slow);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Shown on the form' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.saved).toEqual([
      {
        id: 2,
        name: 'Licence number',
        field_type: 'text',
        options: [],
        is_required: 1,
        rank: 2,
        is_active: 0,
      },
    ]);
    expect(await screen.findByText(/Hidden/)).toBeTruthy();
  });
});
