import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import {
  anEditableListing,
  answerCatalogueCalls,
  chooseFile,
  fillDetails,
  findStep,
  jpeg,
  multipartParts,
  next,
  pickDubai,
  renderAddProperty,
  renderEditProperty,
  stubImages,
  type,
} from './listing-form-kit';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

beforeEach(() => {
  stubImages();
  answerCatalogueCalls(server);
  toastSuccess.mockReset();
});

const saved = (overrides: Partial<ListingSavedDto> = {}): ListingSavedDto => ({
  id: 41,
  slug_id: 'sea-view-flat',
  review_status: 'pending',
  rejection_reason: null,
  changes_in_review: false,
  ...overrides,
});

/** Records post_property's multipart parts; answers `answer`. */
function recordPost(answer = () => okEnvelope(saved())) {
  const calls: [string, { value: string; contentType: string | null }][][] = [];
  server.use(
    http.post(apiUrl('post_property'), async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      calls.push(multipartParts(await request.text()));
      return answer();
    }),
  );
  return calls;
}

/** Steps 1 to 4 filled in with valid values; stops on the SEO step. */
async function fillUpToSeo() {
  const rendered = renderAddProperty();
  await fillDetails('rent');
  fireEvent.change(screen.getByLabelText('Rent is paid'), { target: { value: 'yearly' } });
  next();
  await findStep('Location');
  await pickDubai();
  type('Street and number', '5 Marina Walk');
  type(/^Address shown to clients/, 'Near the marina');
  next();
  await findStep('Parameters');
  type('Bedrooms', '2');
  fireEvent.change(screen.getByLabelText('Furnishing'), { target: { value: 'Furnished' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Metro' }));
  type('Distance to Metro', '1.5');
  next();
  await findStep('Photos and files');
  next();
  await waitFor(() => expect(screen.getByText('Choose a title image')).toBeTruthy());
  await chooseFile('Title image', jpeg('front.jpg'));
  await screen.findByRole('button', { name: 'Replace (Title image)' });
  await chooseFile('Gallery photos', jpeg('kitchen.jpg'), jpeg('bath.jpg'));
  await screen.findByRole('button', { name: 'Remove bath.jpg' });
  next();
  await findStep('Search engines');
  return rendered;
}

const partsNamed = (parts: [string, { value: string }][], name: string) =>
  parts.filter(([partName]) => partName === name).map(([, part]) => part.value);

describe('listing form submit', { timeout: 20_000 }, () => {
  it("sends multipart with the spec's field names and JSON parameters and facilities", async () => {
    const calls = recordPost();
    const { router } = await fillUpToSeo();
    next();
    await findStep('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Submit listing' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    const parts = calls[0]!;
    const text = (name: string) => partsNamed(parts, name)[0];
    expect(text('title')).toBe('Sea view flat');
    expect(text('category_id')).toBe('3');
    expect(text('property_type')).toBe('rent');
    expect(text('rentduration')).toBe('yearly');
    expect(text('price')).toBe('450000');
    expect(text('is_premium')).toBe('0');
    expect(text('city')).toBe('Dubai');
    expect(text('state')).toBe('Dubai');
    expect(text('country')).toBe('United Arab Emirates');
    expect(text('address')).toBe('5 Marina Walk, Dubai, Dubai, United Arab Emirates');
    expect(text('client_address')).toBe('Near the marina');
    expect(text('latitude')).toBe('25.07725');
    expect(text('longitude')).toBe('55.30927');
    expect(JSON.parse(text('parameters') ?? '')).toEqual([
      { parameter_id: 11, value: '2' },
      { parameter_id: 12, value: 'Furnished' },
    ]);
    expect(JSON.parse(text('facilities') ?? '')).toEqual([{ facility_id: 22, distance: '1.5' }]);
    const files = parts.filter(([, part]) => part.contentType !== null).map(([name]) => name);
    expect(files).toEqual(['title_image', 'gallery_images', 'gallery_images']);
    // Form-only values never leave the browser.
    for (const name of ['street', 'country_code', 'state_code', 'saved_gallery', 'id']) {
      expect(partsNamed(parts, name)).toEqual([]);
    }
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Your property was submitted for review.',
        expect.anything(),
      ),
    );
    expect(router.push).toHaveBeenCalledWith('/my-property/sea-view-flat');
  });

  it('warns about a meta title over 60 characters but still submits it', async () => {
    const calls = recordPost(() => okEnvelope(saved({ review_status: 'approved' })));
    await fillUpToSeo();
    const longTitle = 'A very long meta title for a sea view flat over the Dubai marina';
    type(/^Meta title/, longTitle);

    expect(screen.getByText(/Search engines show about 60 characters of a title/)).toBeTruthy();
    expect(screen.getByText(`${longTitle.length} / 60 characters`)).toBeTruthy();
    next();
    await findStep('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Submit listing' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(partsNamed(calls[0]!, 'meta_title')).toEqual([longTitle]);
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Your property is published.', expect.anything()),
    );
  });

  it('refuses more than 10 keywords and a malformed slug', async () => {
    const calls = recordPost();
    await fillUpToSeo();
    type(/^Meta keywords, separated by commas/, 'a, b, c, d, e, f, g, h, i, j, k');
    type(/^Web address \(slug\)/, 'Sea View!');
    expect(screen.getByText('11 of at most 10 keywords')).toBeTruthy();
    next();

    await waitFor(() =>
      expect(screen.getByText('Use at most 10 keywords, separated by commas')).toBeTruthy(),
    );
    expect(
      screen.getByText(
        'The slug may only hold lowercase letters, digits and single hyphens (like my-home-2)',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Step 5 of 6')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field errors on their fields, on their step", async () => {
    recordPost(() =>
      failEnvelope(422, 'validation_failed', 'Please correct the highlighted fields.', {
        errors: {
          title: 'A listing with this title already exists',
          'facilities[0].distance': 'The distance is at most 20000 km',
        },
      }),
    );
    await fillUpToSeo();
    next();
    await findStep('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Submit listing' }));

    expect(await screen.findByText('A listing with this title already exists')).toBeTruthy();
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(toastSuccess).not.toHaveBeenCalled();

    // A server error stays until its value changes; the facility's waits on its own step.
    next();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    type('Title', 'Sea view flat with a terrace');
    next();
    await findStep('Location');
    next();
    await findStep('Parameters');
    next();
    expect(await screen.findByText('The distance is at most 20000 km')).toBeTruthy();
    expect(screen.getByLabelText('Distance to Metro').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the gate message when the server refuses the post', async () => {
    recordPost(() =>
      failEnvelope(403, 'profile_incomplete', 'You have not completed your profile yet.'),
    );
    await fillUpToSeo();
    next();
    await findStep('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Submit listing' }));

    const gate = await screen.findByRole('heading', {
      name: 'You have not completed your profile yet. Please complete first',
    });
    const panel = gate.closest('section')!;
    expect(
      within(panel).getByRole('link', { name: 'Complete your profile' }).getAttribute('href'),
    ).toBe('/user/profile');
  });

  it('says an edit of an approved listing waits for review while the listing stays as it was', async () => {
    answerCatalogueCalls(server, { gate: null, listing: anEditableListing() });
    server.use(
      http.post(apiUrl('update_post_property'), () =>
        okEnvelope(
          saved({ slug_id: 'sea-view-flat', review_status: 'approved', changes_in_review: true }),
        ),
      ),
    );
    const { router } = renderEditProperty('sea-view-flat');
    expect(await screen.findByDisplayValue('Sea view flat')).toBeTruthy();
    type('Title', 'Sea view flat with a terrace');
    for (const step of ['Location', 'Parameters', 'Photos and files', 'Search engines', 'Review']) {
      next();
      await findStep(step);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/my-property/sea-view-flat'));
    expect(toastSuccess).toHaveBeenCalledWith(
      'Your changes were sent for review. The listing stays on the site as it was until they ' +
        'are approved; a price change applies at once.',
      expect.anything(),
    );
  });
});
