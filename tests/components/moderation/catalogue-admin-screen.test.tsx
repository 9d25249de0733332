import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminCategoryDto, AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import { CatalogueAdminScreen } from '@/components/moderation/catalogue-admin-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

/** The first render waits for the session and the API: slow on a busy machine. */
const slow = { timeout: 10_000 };

const parameter = (id: number, name: string, extra: Partial<AdminParameterDto> = {}) =>
  ({
    id,
    name,
    type_of_parameter: 'number',
    type_values: [],
    image: null,
    is_required: false,
    translations: {},
    categories_count: 0,
    ...extra,
  }) satisfies AdminParameterDto;

const bedrooms = parameter(1, 'Bedrooms');
const furnishing = parameter(2, 'Furnishing', {
  type_of_parameter: 'dropdown',
  type_values: ['Furnished', 'Unfurnished'],
  is_required: true,
});

const villa: AdminCategoryDto = {
  id: 7,
  category: 'Villa',
  slug_id: 'villa',
  image: null,
  parameter_types: [bedrooms],
  properties_count: 3,
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  translations: {},
  is_active: true,
  sequence: 1,
};

function serveCatalogue(options: { refuseSlug?: boolean } = {}) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  server.use(
    http.get(apiUrl('admin/categories'), () => okEnvelope([villa])),
    http.get(apiUrl('admin/parameters'), () => okEnvelope([bedrooms, furnishing])),
    http.get(apiUrl('admin/facilities'), () =>
      okEnvelope([{ id: 4, name: 'School', image: null, translations: {} }]),
    ),
    http.post(apiUrl('admin/categories'), async ({ request }) => {
      const form = await request.formData();
      sent.push(Object.fromEntries(form.entries()));
      if (options.refuseSlug) {
        return failEnvelope(422, 'validation_failed', 'Please correct the highlighted fields.', {
          errors: { slug_id: 'Another category already has this slug_id' },
        });
      }
      return okEnvelope({ ...villa, id: 8, category: String(form.get('category')) });
    }),
  );
  return { sent };
}

function renderAsAdmin() {
  return renderWithProviders(<CatalogueAdminScreen />, {
    router: { pathname: '/admin/categories', asPath: '/admin/categories' },
    preloaded: {
      session: {
        ...initialSessionState,
        data: aSession({ user: aSessionUser({ role: 'admin' }) }),
      },
    },
  });
}

async function openNewCategory() {
  expect(await screen.findByRole('heading', { level: 3, name: 'Villa' }, slow)).toBeTruthy();
  const add = screen.getByRole('button', { name: 'Add a category' });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false), slow);
  fireEvent.click(add);
  return screen.findByRole('dialog', { name: 'Add a category' }, slow);
}

describe('the category editor', { timeout: 30_000 }, () => {
  it('adds a category with its parameters in the chosen order', async () => {
    const api = serveCatalogue();
    renderAsAdmin();
    const dialog = await openNewCategory();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name.', {}, slow)).toBeTruthy();
    expect(api.sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Loft' } });
    const picker = within(dialog).getByLabelText('Parameters');
    fireEvent.change(picker, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    fireEvent.change(picker, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Furnishing up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.sent).toEqual([
      {
        category: 'Loft',
        is_active: '1',
        sequence: '2',
        parameter_ids: '2,1',
      },
    ]);
  });

  it('shows the server’s field error on the slug', async () => {
    const api = serveCatalogue({ refuseSlug: true });
    renderAsAdmin();
    const dialog = await openNewCategory();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Villa two' } });
    fireEvent.change(within(dialog).getByLabelText('Slug'), { target: { value: 'villa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Another category already has this slug.', {}, slow),
    ).toBeTruthy();
    expect(api.sent).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add a category' })).toBeTruthy();
  });
});
