import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { usePropertyDetail } from '@/api/properties/get-property-detail';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { ListingActions } from '@/components/property/listing-actions';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { aPropertyDetail } from './property-fixtures';

const slug = 'sunny-garden-villa';
const detailPath = `/properties-details/${slug}`;

/** The actions as the detail page shows them: fed from the cached listing. */
function Harness() {
  const { data } = usePropertyDetail(slug);
  return data ? <ListingActions property={data} /> : null;
}

function renderActions(options: { signedIn: boolean; detail?: PropertyDetailDto }) {
  const detail = options.detail ?? aPropertyDetail();
  server.use(http.get(apiUrl('get_property'), () => okEnvelope([detail])));
  return renderWithProviders(<Harness />, {
    router: { pathname: '/properties-details/[slug]', asPath: detailPath },
    queryData: [[propertyKeys.detail(slug), detail]],
    preloaded: options.signedIn
      ? { session: { ...initialSessionState, data: aSession() } }
      : undefined,
  });
}

/** A promise the test resolves when it wants the API to answer. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('ListingActions', () => {
  it('saves a favourite at once, then removes it: add_favourite with type 1, then 0', async () => {
    const bodies: unknown[] = [];
    const answer = gate();
    server.use(
      http.post(apiUrl('add_favourite'), async ({ request }) => {
        bodies.push(await request.json());
        await answer.opened;
        return okEnvelope(null);
      }),
    );
    const { queryClient } = renderActions({ signedIn: true });

    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    // Shown before the server has answered.
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(
      queryClient.getQueryData<PropertyDetailDto>(propertyKeys.detail(slug))?.total_likes,
    ).toBe(9);
    answer.open();
    await waitFor(() => expect(bodies).toEqual([{ property_id: 1, type: 1 }]));

    fireEvent.click(saved);
    expect((await screen.findByRole('button', { name: 'Save' })).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await waitFor(() =>
      expect(bodies).toEqual([
        { property_id: 1, type: 1 },
        { property_id: 1, type: 0 },
      ]),
    );
  });

  it('puts the favourite back when the call fails', async () => {
    const answer = gate();
    server.use(
      http.post(apiUrl('add_favourite'), async () => {
        await answer.opened;
        return failEnvelope(500, 'internal_error', 'Down');
      }),
    );
    renderActions({ signedIn: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      (await screen.findByRole('button', { name: 'Saved' })).getAttribute('aria-pressed'),
    ).toBe('true');
    answer.open();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
  });

  it('says "I\'m interested" with interested_users type 1', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('interested_users'), async ({ request }) => {
        bodies.push(await request.json());
        return okEnvelope(null);
      }),
    );
    renderActions({ signedIn: true });

    const interested = await screen.findByRole('button', { name: "I'm interested" });
    fireEvent.click(interested);
    await waitFor(() => expect(interested.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(bodies).toEqual([{ property_id: 1, type: 1 }]));
  });

  it('opens the report dialog for a signed-in user', async () => {
    server.use(
      http.get(apiUrl('get_report_reasons'), () => okEnvelope([{ id: 1, reason: 'Wrong price' }])),
    );
    renderActions({ signedIn: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    expect(await within(dialog).findByRole('radio', { name: 'Wrong price' })).toBeTruthy();
  });

  it('sends visitors to sign in, coming back to this listing', async () => {
    const favourites: unknown[] = [];
    server.use(
      http.post(apiUrl('add_favourite'), () => {
        favourites.push(1);
        return HttpResponse.json({});
      }),
    );
    const { router } = renderActions({ signedIn: false });

    const login = `/login?next=${encodeURIComponent(detailPath)}`;
    const save = await screen.findByRole('link', { name: 'Save' });
    expect(save.getAttribute('href')).toBe(login);
    expect(screen.getByRole('link', { name: "I'm interested" }).getAttribute('href')).toBe(login);
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toBe(login);

    fireEvent.click(save);
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(
      String((router.push as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]),
    ).toBe(login);
    expect(favourites).toEqual([]);
  });
});
