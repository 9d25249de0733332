import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PersonalisedFeedScreen } from '@/components/feed/personalised-feed-screen';
import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { feedKeys } from '@/contracts/query-keys/feed-keys';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession } from '../../support/client-fixtures';
import { aPropertyCard } from '../../support/fixtures/homepage-fixture';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { filterHandlers, filterQueryData } from '../property/filter-test-data';
import { someCategories } from '../property/property-fixtures';

/** The API client loads on first use: on a busy machine the first answer takes a while. */
const slow = { timeout: 8000 };

function renderScreen() {
  return renderWithProviders(<PersonalisedFeedScreen />, {
    router: { pathname: '/user/personalised-feed', asPath: '/user/personalised-feed' },
    preloaded: { session: { ...initialSessionState, data: aSession() } },
    queryData: filterQueryData(),
  });
}

/** The feed's API: preferences and recommendations kept in memory, as the server would. */
function feedApi() {
  let saved: PersonalisedFieldsDto | null = null;
  const posted: unknown[] = [];
  const match = aPropertyCard({ id: 91, title: 'Garden flat for rent', property_type: 'rent' });
  server.use(
    ...filterHandlers(),
    http.get(apiUrl('personalised-fields'), () => okEnvelope(saved)),
    http.post(apiUrl('personalised-fields'), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      posted.push(body);
      saved = {
        category_ids: body.category_ids ? body.category_ids.split(',').map(Number) : [],
        outdoor_facilitiy_ids: [],
        price_range: body.price_range ?? '',
        property_type: body.property_type === 'rent' ? 'rent' : null,
        city: body.city || null,
        updated_at: '2026-11-24T10:00:00.000Z',
      };
      return okEnvelope(saved);
    }),
    http.delete(apiUrl('personalised-fields'), () => {
      saved = null;
      return okEnvelope(null);
    }),
    http.get(apiUrl('get_user_recommendation'), () => {
      const data: PropertyCardDto[] = saved ? [match] : [];
      return HttpResponse.json({
        error: false,
        message: 'OK',
        data,
        total: data.length,
        has_preferences: saved !== null,
      });
    }),
  );
  return { posted };
}

describe('PersonalisedFeedScreen', () => {
  it('guides a user without interests, saves the chosen ones and shows the matching listings', async () => {
    const api = feedApi();
    renderScreen();
    expect(
      await screen.findByText('Tell us what you are looking for', undefined, slow),
    ).toBeTruthy();

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Apartment' }, slow));
    fireEvent.click(screen.getByRole('radio', { name: 'For rent' }));
    fireEvent.change(screen.getByLabelText('Lowest price'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save interests' }));

    expect(await screen.findByText('Garden flat for rent', undefined, slow)).toBeTruthy();
    expect(
      screen.getByText('Your interests are saved. The listings follow them now.'),
    ).toBeTruthy();
    expect(api.posted).toEqual([
      {
        category_ids: '4',
        outdoor_facilitiy_ids: '',
        price_range: '1000-',
        property_type: 'rent',
        city: '',
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear interests' }));
    expect(await screen.findByText('Your interests are cleared.', undefined, slow)).toBeTruthy();
    expect(
      await screen.findByText('Tell us what you are looking for', undefined, slow),
    ).toBeTruthy();
  });

  it('checks the interests with the shared schema before saving', async () => {
    const api = feedApi();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Save interests' }, slow));
    expect(await screen.findByText('Choose at least one interest.', undefined, slow)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Lowest price'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save interests' }));
    expect(
      await screen.findByText('The lowest price cannot be above the highest.', undefined, slow),
    ).toBeTruthy();
    await waitFor(() => expect(api.posted).toEqual([]));
  });

  it('shows the form only once its choices are there, so nothing moves under a finger', async () => {
    feedApi();
    let sendCategories = () => {};
    const categoriesSent = new Promise<void>((resolve) => (sendCategories = resolve));
    server.use(
      http.get(apiUrl('get_categories'), async () => {
        await categoriesSent;
        return okEnvelope(someCategories());
      }),
    );
    const { queryClient } = renderWithProviders(<PersonalisedFeedScreen />, {
      router: { pathname: '/user/personalised-feed', asPath: '/user/personalised-feed' },
      preloaded: { session: { ...initialSessionState, data: aSession() } },
    });
    await waitFor(
      () => expect(queryClient.getQueryState(feedKeys.preferences())?.status).toBe('success'),
      slow,
    );
    await act(async () => {});
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'For rent' })).toBeNull();
    sendCategories();
    expect(await screen.findByRole('checkbox', { name: 'Apartment' }, slow)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'For rent' })).toBeTruthy();
  });
});
