import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfileFormData } from '@/api/account/update-profile';
import { ProfileScreen } from '@/components/account/profile-screen';
import type { ContactCodeDto, ProfileDto, UpdatedProfileDto } from '@/contracts/dto/profile-dto';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import {
  apiUrl,
  mswServer as server,
  okEnvelope,
  refuseWithFieldErrors,
} from '../../support/msw-server';
import { decodedImageSize, stubImageDecoding } from '../../support/decoded-images';
import { renderWithProviders } from '../../support/render-with-providers';
import { multipartParts } from '../listing-form/listing-form-kit';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

function aProfile(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return {
    ...aSessionUser(),
    firebase_id: null,
    latitude: 38.7223,
    longitude: -9.1393,
    about_me: 'I sell seaside flats.',
    facebook_id: 'amina.rahman',
    twiiter_id: '@amina',
    instagram_id: '',
    youtube_id: 'https://youtube.com/@amina',
    fcm_id: null,
    notification: true,
    login_type: 'email',
    verification_status: 'not_applied',
    is_profile_complete: false,
    email_verified: true,
    mobile_verified: true,
    created_at: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

/** What update_profile answers: the saved profile and the codes it sent. */
function savedProfile(profile: ProfileDto, codes: ContactCodeDto[] = []): UpdatedProfileDto {
  return { ...profile, codes_sent: codes };
}

function codeSentTo(field: 'email' | 'mobile', destination: string): ContactCodeDto {
  return { field, destination, expires_in_seconds: 600, resend_after_seconds: 60 };
}

beforeEach(() => {
  stubImageDecoding({ width: 400, height: 400 });
  toastSuccess.mockReset();
});

function renderProfile(profile = aProfile()) {
  server.use(
    http.get(apiUrl('get-user-profile'), () => okEnvelope(profile)),
    http.get(apiUrl('get_blocked_users'), () => okEnvelope([])),
  );
  return renderWithProviders(<ProfileScreen />, {
    router: { pathname: '/user/profile', asPath: '/user/profile' },
    preloaded: { session: { ...initialSessionState, data: aSession() } },
  });
}

function choosePhoto(file: File) {
  fireEvent.change(screen.getByLabelText('Profile photo', { selector: 'input' }), {
    target: { files: [file] },
  });
}

/** The parts of a multipart/form-data body by field name. */
const partsByName = (body: string) => new Map(multipartParts(body));

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('ProfileScreen', () => {
  it('fills every field from the profile', async () => {
    renderProfile();

    expect(await screen.findByDisplayValue('Amina Rahman')).toBeTruthy();
    expect(inputValue('Full name')).toBe('Amina Rahman');
    expect(inputValue('Email address')).toBe('amina@example.test');
    expect(inputValue('Phone number')).toBe('+15550100');
    expect(inputValue('Street address')).toBe('1 Harbour Road');
    expect(inputValue('City')).toBe('Lisbon');
    expect(inputValue('State or region')).toBe('Lisboa');
    expect(inputValue('Country')).toBe('Portugal');
    expect(inputValue('Latitude')).toBe('38.7223');
    expect(inputValue('Longitude')).toBe('-9.1393');
    expect(inputValue('About me')).toBe('I sell seaside flats.');
    expect(inputValue('Facebook')).toBe('amina.rahman');
    expect(inputValue('X (Twitter)')).toBe('@amina');
    expect(inputValue('Instagram')).toBe('');
    expect(inputValue('YouTube')).toBe('https://youtube.com/@amina');
    expect(screen.getByRole('switch', { name: 'Send me notifications' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('refuses a photo smaller than 120 × 120 or not JPEG/PNG before uploading anything', async () => {
    renderProfile();
    await screen.findByDisplayValue('Amina Rahman');

    Object.assign(decodedImageSize, { width: 100, height: 300 });
    choosePhoto(new File(['png'], 'tiny.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This photo is too small. Please choose one of at least 120 × 120 pixels.',
    );
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();

    choosePhoto(new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please choose a JPEG or PNG image.'),
    );
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('saves the fields and the new photo as multipart, then updates the session', async () => {
    let parts: ReturnType<typeof partsByName> | undefined;
    let contentType: string | null = null;
    server.use(
      http.post(apiUrl('update_profile'), async ({ request }) => {
        contentType = request.headers.get('content-type');
        parts = partsByName(await request.text());
        return okEnvelope(
          savedProfile(aProfile({ name: 'Amina R.', profile: '/media/profiles/7.webp' })),
        );
      }),
    );
    const { store } = renderProfile();
    await screen.findByDisplayValue('Amina Rahman');

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Amina R.' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Send me notifications' }));
    choosePhoto(new File(['jpeg-bytes'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('button', { name: 'Remove photo' });
    expect(document.querySelector('main img')?.getAttribute('src')).toMatch(/^blob:preview-/);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Your profile has been saved.', expect.anything()),
    );
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom hands MSW the file's type but not its bytes or name; buildProfileFormData's own test
    // below checks the file itself.
    expect(parts?.get('profile')?.contentType).toBe('image/jpeg');
    expect(parts?.get('name')?.value).toBe('Amina R.');
    expect(parts?.get('twiiter_id')?.value).toBe('@amina');
    expect(parts?.get('latitude')?.value).toBe('38.7223');
    expect(parts?.get('notification')?.value).toBe('0');
    expect(parts?.has('remove_profile')).toBe(false);
    // Unchanged contact details are not sent: sending them asks for a code.
    expect(parts?.has('email')).toBe(false);
    expect(parts?.has('mobile')).toBe(false);
    expect(store.getState().session.data?.user).toMatchObject({
      name: 'Amina R.',
      profile: '/media/profiles/7.webp',
    });
  });

  it('shows the server’s field errors on their fields', async () => {
    server.use(refuseWithFieldErrors('update_profile', { about_me: 'At most 2000 characters' }));
    renderProfile();
    await screen.findByDisplayValue('Amina Rahman');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('At most 2000 characters.')).toBeTruthy();
    expect(screen.getByLabelText('About me').getAttribute('aria-invalid')).toBe('true');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('keeps a new email out of the profile until the code sent to it is entered', async () => {
    let parts: ReturnType<typeof partsByName> | undefined;
    let confirmation: unknown;
    const next = 'amina.new@example.test';
    server.use(
      http.post(apiUrl('update_profile'), async ({ request }) => {
        parts = partsByName(await request.text());
        return okEnvelope(savedProfile(aProfile(), [codeSentTo('email', next)]));
      }),
      http.post(apiUrl('verify-contact'), async ({ request }) => {
        confirmation = await request.json();
        return okEnvelope(aProfile({ email: next }));
      }),
    );
    const { store } = renderProfile();
    await screen.findByDisplayValue('Amina Rahman');

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: next } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const panel = await screen.findByText(
      `Enter the code we sent to ${next} to make it your email address.`,
    );
    expect(parts?.get('email')?.value).toBe(next);
    expect(parts?.has('mobile')).toBe(false);
    expect(toastSuccess).toHaveBeenCalledWith(
      'Your profile has been saved. Enter the code we sent to confirm your new contact details.',
      expect.anything(),
    );
    expect(store.getState().session.data?.user.email).not.toBe(next);

    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(confirmation).toEqual({ email: next, otp: '482913' }));
    await waitFor(() => expect(store.getState().session.data?.user.email).toBe(next));
    expect(toastSuccess).toHaveBeenCalledWith(
      'Your email address is confirmed.',
      expect.anything(),
    );
    expect(panel.isConnected).toBe(false);
  });

  it('offers to confirm a phone number that was never confirmed', async () => {
    let asked: unknown;
    server.use(
      http.post(apiUrl('update_profile'), async ({ request }) => {
        asked = await request.json();
        return okEnvelope(savedProfile(aProfile(), [codeSentTo('mobile', '+351912345678')]));
      }),
    );
    renderProfile(aProfile({ mobile: '+351912345678', mobile_verified: false }));
    await screen.findByDisplayValue('Amina Rahman');

    expect(screen.getByText(/Not confirmed yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a code to confirm it' }));

    expect(
      await screen.findByText(
        'Enter the code we sent to +351912345678 to make it your phone number.',
      ),
    ).toBeTruthy();
    expect(asked).toEqual({ mobile: '+351912345678' });
  });

  it('deletes the account only after the confirmation word is typed, then signs out', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('delete_user'), async ({ request }) => {
        sent = await request.json();
        return okEnvelope(null, { message: 'Account deleted' });
      }),
    );
    const { store, router } = renderProfile();
    await screen.findByDisplayValue('Amina Rahman');

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirmInput = within(dialog).getByLabelText('Type DELETE to confirm');
    expect(document.activeElement).toBe(confirmInput);
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toHaveProperty('disabled', true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const reopened = screen.getByRole('dialog');
    fireEvent.change(within(reopened).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'delete' },
    });
    const enabled = within(reopened).getByRole('button', { name: 'Delete account' });
    expect(enabled).toHaveProperty('disabled', false);
    await act(async () => {
      fireEvent.click(enabled);
    });

    await waitFor(() => expect(store.getState().session.data).toBeNull());
    expect(sent).toEqual({ userid: 7 });
    expect(router.push).toHaveBeenCalledWith('/');
  });

  it('sends a visitor without a session to sign in, coming back afterwards', async () => {
    const { router } = renderWithProviders(<ProfileScreen />, {
      router: { pathname: '/user/profile', asPath: '/user/profile' },
    });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/login?next=%2Fuser%2Fprofile'),
    );
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });
});

describe('buildProfileFormData', () => {
  const fields = {
    name: 'Amina',
    email: 'amina@example.test',
    mobile: '',
    address: ' 1 Harbour Road ',
    city: '',
    state: '',
    country: '',
    latitude: '',
    longitude: '12.5',
    about_me: '',
    facebook_id: '',
    twiiter_id: '',
    instagram_id: '',
    youtube_id: '',
    notification: true,
  };

  it('sends the photo as the file `profile` with its name', () => {
    const photo = new File(['jpeg-bytes'], 'me.jpg', { type: 'image/jpeg' });
    const form = buildProfileFormData({ fields, photo, removePhoto: true });
    const sent = form.get('profile');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.jpg');
    expect((sent as File).size).toBe(photo.size);
    expect((sent as File).type).toBe('image/jpeg');
    expect(form.has('remove_profile')).toBe(false);
    expect(form.get('address')).toBe('1 Harbour Road');
    expect(form.get('notification')).toBe('1');
    expect(form.has('latitude')).toBe(false);
    expect(form.get('longitude')).toBe('12.5');
  });

  it('asks to remove the photo when there is no new one', () => {
    const form = buildProfileFormData({ fields, photo: null, removePhoto: true });
    expect(form.get('remove_profile')).toBe('1');
    expect(form.has('profile')).toBe(false);
  });
});
