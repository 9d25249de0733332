import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ContactScreen } from '@/components/contact/contact-screen';
import { someWebSettings } from '../../support/client-fixtures';
import {
  apiUrl,
  failEnvelope,
  mswServer as server,
  okEnvelope,
  refuseWithFieldErrors,
} from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

/** The API client loads on first use: on a busy machine the first answer takes a while. */
const slow = { timeout: 8000 };

/** The server's signed render time, as the page carries it (opaque to the form). */
const renderedAt = '1790000000000.page-signature';

function renderScreen() {
  return renderWithProviders(<ContactScreen renderedAt={renderedAt} />, {
    router: { pathname: '/contact-us', asPath: '/contact-us' },
    settings: someWebSettings({
      company_name: 'Hearth Homes',
      company_email: 'hello@hearth.example',
      company_tel: '+1 (555) 010-2030',
      company_address: '12 Harbour Road, Lisbon',
    }),
  });
}

function fillIn(
  values: Partial<Record<'first' | 'last' | 'email' | 'subject' | 'message', string>>,
) {
  const fields = {
    first: 'First name',
    last: /Last name/,
    email: 'Email address',
    subject: 'Subject',
    message: 'Message',
  } as const;
  for (const [name, value] of Object.entries(values)) {
    const label = fields[name as keyof typeof fields];
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactScreen', () => {
  it('sends the message with the moment the server rendered the form, then thanks the sender', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('contct_us'), async ({ request }) => {
        sent.push(await request.json());
        return okEnvelope(
          { received: true, rendered_at: `next-form-${sent.length}` },
          { message: 'Thank you!' },
        );
      }),
    );
    renderScreen();
    fillIn({
      first: 'Nadia',
      email: 'nadia@example.test',
      subject: 'Viewing',
      message: 'Can I visit on Saturday?',
    });
    send();

    expect(await screen.findByText('Thank you!', undefined, slow)).toBeTruthy();
    expect(
      screen.getByText(
        'Your message has been sent. We will answer you by email as soon as we can.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      {
        first_name: 'Nadia',
        last_name: '',
        email: 'nadia@example.test',
        subject: 'Viewing',
        message: 'Can I visit on Saturday?',
        website: '',
        rendered_at: renderedAt,
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');

    // The second message carries the time the first answer gave for the next form.
    fillIn({ first: 'Nadia', email: 'nadia@example.test', subject: 'Again', message: 'And?' });
    send();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ subject: 'Again', rendered_at: 'next-form-1' });
  });

  it('marks the required fields with the shared schema’s errors before calling the server', async () => {
    const calls = vi.fn();
    server.use(http.post(apiUrl('contct_us'), () => (calls(), okEnvelope({ received: true }))));
    renderScreen();
    fillIn({ email: 'not-an-email' });
    send();

    expect(await screen.findByText('Enter your first name.', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter a subject.')).toBeTruthy();
    expect(screen.getByText('Write your message.')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Last name/).getAttribute('aria-invalid')).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors on their fields', async () => {
    server.use(
      refuseWithFieldErrors('contct_us', { subject: 'The subject is at most 150 characters' }),
    );
    renderScreen();
    fillIn({ first: 'Nadia', email: 'nadia@example.test', subject: 'Hi', message: 'Hello' });
    send();
    expect(
      await screen.findByText('The subject is at most 150 characters.', undefined, slow),
    ).toBeTruthy();
  });

  it('says plainly when the message was sent too soon, and keeps what was written', async () => {
    server.use(
      http.post(apiUrl('contct_us'), () =>
        failEnvelope(400, 'submitted_too_soon', 'We could not send your message yet.'),
      ),
    );
    renderScreen();
    fillIn({ first: 'Nadia', email: 'nadia@example.test', subject: 'Hi', message: 'Hello' });
    send();
    const alert = await screen.findByText(
      'We could not send your message yet. Please take a moment to check it, then send it again.',
      undefined,
      slow,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello'),
    );
  });

  it('shows the site’s address, phone and email from the settings', () => {
    renderScreen();
    const details = screen.getByRole('complementary', { name: 'Our contact details' });
    expect(within(details).getByText('12 Harbour Road, Lisbon')).toBeTruthy();
    expect(
      within(details).getByRole('link', { name: '+1 (555) 010-2030' }).getAttribute('href'),
    ).toBe('tel:+15550102030');
    expect(
      within(details).getByRole('link', { name: 'hello@hearth.example' }).getAttribute('href'),
    ).toBe('mailto:hello@hearth.example');
  });
});
