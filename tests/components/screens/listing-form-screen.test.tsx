import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddPropertyScreen } from '@/components/screens/listing-form-screen';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import {
  anEditableListing,
  answerCatalogueCalls,
  chooseFile,
  findStep,
  jpeg,
  multipartParts,
  next,
  renderAddProperty,
  renderEditProperty,
  stubImages,
} from '../listing-form/listing-form-kit';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

beforeEach(() => {
  stubImages();
  toastSuccess.mockReset();
});

describe('add property page gates', () => {
  it('shows the incomplete-profile message with the way to the profile instead of the form', async () => {
    answerCatalogueCalls(server, { gate: 'profile_incomplete', listing: null });
    renderAddProperty();

    expect(
      await screen.findByRole('heading', {
        name: 'You have not completed your profile yet. Please complete first',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/user/profile',
    );
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('shows the verification message while the verification is under review', async () => {
    answerCatalogueCalls(server, { gate: 'verification_pending', listing: null });
    renderAddProperty();

    expect(
      await screen.findByRole('heading', { name: 'Your Verification is Under Review' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to verification' }).getAttribute('href')).toBe(
      '/user/verification',
    );
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('sends a visitor without a session to sign in, coming back afterwards', async () => {
    answerCatalogueCalls(server);
    const { router } = renderWithProviders(<AddPropertyScreen />, {
      router: { pathname: '/user/add-property', asPath: '/user/add-property' },
    });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/login?next=%2Fuser%2Fadd-property'),
    );
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});

describe('edit property page', { timeout: 20_000 }, () => {
  it('says so when the listing is not the user’s or does not exist', async () => {
    answerCatalogueCalls(server);
    server.use(
      http.get(apiUrl('listing-form'), () =>
        failEnvelope(404, 'not_found', 'The listing was not found.'),
      ),
    );
    renderEditProperty('someone-elses-flat');
    expect(
      await screen.findByText('This property does not exist or is not yours to edit.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('says a sold or rented listing can no longer be edited', async () => {
    answerCatalogueCalls(server);
    server.use(
      http.get(apiUrl('listing-form'), () =>
        failEnvelope(409, 'listing_locked', 'A sold or rented listing can no longer be edited.'),
      ),
    );
    renderEditProperty('sold-flat');
    expect(
      await screen.findByText('A sold or rented listing can no longer be edited.'),
    ).toBeTruthy();
  });

  it('starts from the saved listing and sends only the changes with the id and removals', async () => {
    answerCatalogueCalls(server, { gate: null, listing: anEditableListing() });
    let parts: ReturnType<typeof multipartParts> = [];
    server.use(
      http.post(apiUrl('update_post_property'), async ({ request }) => {
        parts = multipartParts(await request.text());
        return okEnvelope({
          id: 41,
          slug_id: 'sea-view-flat',
          review_status: 'pending',
          rejection_reason: null,
          changes_in_review: false,
        });
      }),
    );
    const { router } = renderEditProperty('sea-view-flat');

    expect(await screen.findByDisplayValue('Sea view flat')).toBeTruthy();
    next();
    await findStep('Location');
    expect((screen.getByLabelText('Full address') as HTMLInputElement).value).toBe(
      '5 Marina Walk, Dubai, Dubai, United Arab Emirates',
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('AE'),
    );
    next();
    await findStep('Parameters');
    expect((screen.getByLabelText('Bedrooms') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Distance to School') as HTMLInputElement).value).toBe('0.80');
    next();
    await findStep('Photos and files');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Saved photo 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Floor plan.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove (3D image (360° panorama))' }));
    await chooseFile('Gallery photos', jpeg('terrace.jpg'));
    await screen.findByRole('button', { name: 'Remove terrace.jpg' });
    next();
    await findStep('Search engines');
    next();
    await findStep('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/my-property/sea-view-flat'));
    const named = (name: string) => parts.filter(([part]) => part === name).map(([, p]) => p.value);
    expect(named('id')).toEqual(['41']);
    expect(named('remove_gallery_images')).toEqual(['5']);
    expect(named('remove_documents')).toEqual(['8']);
    expect(named('remove_three_d_image')).toEqual(['1']);
    expect(named('title')).toEqual(['Sea view flat']);
    const files = parts.filter(([, part]) => part.contentType !== null).map(([name]) => name);
    expect(files).toEqual(['gallery_images']);
    expect(toastSuccess).toHaveBeenCalledWith(
      'Your property was submitted for review.',
      expect.anything(),
    );
  });
});
