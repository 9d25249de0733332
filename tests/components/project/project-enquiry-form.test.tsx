import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProjectEnquiryForm } from '@/components/project/project-enquiry-form';
import { initialSessionState } from '@/store/slices/session-slice';
import { notify } from '@/utils/notify';
import { aSession } from '../../support/client-fixtures';
import {
  apiUrl,
  mswServer as server,
  okEnvelope,
  countPosts,
  refuseWithFieldErrors,
} from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

vi.mock('@/utils/notify', () => ({ notify: vi.fn(() => Promise.resolve()) }));

function renderForm() {
  return renderWithProviders(<ProjectEnquiryForm projectId={1} />, {
    router: { pathname: '/project-details/[slug]', asPath: '/project-details/harbour-lofts' },
    preloaded: { session: { ...initialSessionState, data: aSession() } },
  });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

describe('ProjectEnquiryForm', () => {
  it('sends the enquiry, confirms it with a toast and empties the form', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('send-project-enquiry'), async ({ request }) => {
        bodies.push(await request.json());
        return okEnvelope({ id: 5, project_id: 1 }, { message: 'sent' });
      }),
    );
    renderForm();
    const message = screen.getByLabelText('Your message') as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'Is a two-bedroom still free?' } });
    fireEvent.change(screen.getByLabelText(/Phone number to call you on/), {
      target: { value: '+351 210 000 000' },
    });
    send();
    await waitFor(() =>
      expect(bodies).toEqual([
        { project_id: 1, message: 'Is a two-bedroom still free?', phone: '+351 210 000 000' },
      ]),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Your enquiry has been sent to the developer.',
        expect.anything(),
      ),
    );
    await waitFor(() => expect(message.value).toBe(''));
  });

  it('asks for a message before sending anything', async () => {
    const calls = countPosts('send-project-enquiry');
    renderForm();
    send();
    expect(await screen.findByText('Please write your message.')).toBeTruthy();
    expect(calls.count).toBe(0);
  });

  it("shows the server's field errors on their fields", async () => {
    server.use(
      refuseWithFieldErrors(
        'send-project-enquiry',
        { phone: 'Enter a phone number, like +44 20 7946 0958' },
        'Check the form',
      ),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    send();
    expect(await screen.findByText('Enter a phone number, like +44 20 7946 0958.')).toBeTruthy();
    expect(screen.getByLabelText(/Phone number to call you on/).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('says so when the project is the sender’s own', async () => {
    server.use(
      refuseWithFieldErrors(
        'send-project-enquiry',
        { project_id: 'You cannot send an enquiry about your own project' },
        'This is your own project.',
      ),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is your own project: you cannot send an enquiry about it.',
    );
  });
});
