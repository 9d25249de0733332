import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { VerificationScreen } from '@/components/agents/verification-screen';
import type {
  VerificationFormFieldDto,
  VerificationFormValuesDto,
} from '@/contracts/dto/agent-verification-dto';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession } from '../../support/client-fixtures';
import {
  apiUrl,
  mswServer as server,
  okEnvelope,
  countPosts,
  refuseWithFieldErrors,
} from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { multipartParts } from '../listing-form/listing-form-kit';

/** The first render waits for the session and the API: slow on a busy machine. */
const slow = { timeout: 10_000 };

const field = (
  id: number,
  name: string,
  field_type: VerificationFormFieldDto['field_type'],
  extra: Partial<VerificationFormFieldDto> = {},
): VerificationFormFieldDto => ({
  id,
  name,
  field_type,
  options: [],
  is_required: true,
  rank: id,
  translations: {},
  ...extra,
});

const formFields: VerificationFormFieldDto[] = [
  field(1, 'Full name', 'text'),
  field(2, 'Years of experience', 'number'),
  field(3, 'Specialisation', 'dropdown', { options: ['Sales', 'Rentals'] }),
  field(4, 'Agency size', 'radio', { options: ['Solo', 'Team'] }),
  field(5, 'Languages', 'checkbox', { options: ['English', 'Arabic'], is_required: false }),
  field(6, 'About you', 'textarea', { is_required: false }),
  field(7, 'Identity document', 'file'),
];

const noValues: VerificationFormValuesDto = {
  status: 'not_applied',
  reason: null,
  submitted_at: null,
  reviewed_at: null,
  form_fields: [],
};

/** Answers the two reads; `values` may change as the test goes on. */
function answerReads(state: { values: VerificationFormValuesDto }) {
  server.use(
    http.get(apiUrl('get-agent-verification-form-fields'), () => okEnvelope(formFields)),
    http.get(apiUrl('get-agent-verification-form-values'), () => okEnvelope(state.values)),
  );
}

function renderScreen() {
  return renderWithProviders(<VerificationScreen />, {
    router: { pathname: '/user/verification', asPath: '/user/verification' },
    preloaded: { session: { ...initialSessionState, data: aSession() } },
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('VerificationScreen', { timeout: 30_000 }, () => {
  it('renders each field type accessibly and checks the required ones before sending', async () => {
    const state = { values: noValues };
    answerReads(state);
    const calls = countPosts('apply-agent-verification', noValues);
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Verification form' }, slow)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Years of experience' }).getAttribute('inputmode'),
    ).toBe('decimal');
    expect(screen.getByRole('combobox', { name: 'Specialisation' })).toBeTruthy();
    const size = screen.getByRole('group', { name: 'Agency size' });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Solo', 'Team']);
    const languages = screen.getByRole('group', { name: /Languages/ });
    expect(within(languages).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /About you/ }).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Identity document').getAttribute('type')).toBe('file');

    fireEvent.click(screen.getByRole('button', { name: 'Apply for verification' }));
    await waitFor(
      () => expect(screen.getAllByText('This field is required.').length).toBe(5),
      slow,
    );
    type('Years of experience', 'ten');
    fireEvent.click(screen.getByRole('button', { name: 'Apply for verification' }));
    expect(await screen.findByText('Enter a number, like 12 or 3.5.', {}, slow)).toBeTruthy();
    expect(calls.count).toBe(0);
  });

  it('sends the answers with the file as multipart and then shows the review status', async () => {
    const state = { values: noValues };
    answerReads(state);
    let parts: ReturnType<typeof multipartParts> = [];
    server.use(
      http.post(apiUrl('apply-agent-verification'), async ({ request }) => {
        parts = multipartParts(await request.text());
        state.values = { ...noValues, status: 'pending', submitted_at: '2026-11-20T10:00:00Z' };
        return okEnvelope(state.values);
      }),
    );
    renderScreen();
    await screen.findByRole('heading', { name: 'Verification form' }, slow);
    type('Full name', '  Ada Lovelace ');
    type('Years of experience', '12');
    fireEvent.change(screen.getByRole('combobox', { name: 'Specialisation' }), {
      target: { value: 'Rentals' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Team' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Arabic' }));
    const passport = new File(['%PDF-1.4 passport'], 'passport.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Identity document'), { target: { files: [passport] } });
    expect(screen.getByText('Chosen: passport.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply for verification' }));

    expect(
      await screen.findByRole('heading', { name: 'Your Verification is Under Review' }, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verification form' })).toBeNull();
    const sent = new Map(parts);
    expect(JSON.parse(sent.get('form_fields')?.value ?? '[]')).toEqual([
      { id: 1, value: 'Ada Lovelace' },
      { id: 2, value: '12' },
      { id: 3, value: 'Rentals' },
      { id: 4, value: 'Team' },
      { id: 5, value: ['English', 'Arabic'] },
      { id: 7, value: '0' },
    ]);
    // The file goes as its own part (jsdom's File does not give its bytes to the request).
    expect(parts.filter(([name]) => name === 'form_files')).toHaveLength(1);
    expect(sent.get('form_files')?.contentType).toBe('application/pdf');
  });

  it('shows the server’s field errors at their fields', async () => {
    const state = { values: noValues };
    answerReads(state);
    server.use(
      refuseWithFieldErrors('apply-agent-verification', {
        'form_fields.7': 'The document must be a complete PDF or Word file.',
      }),
    );
    renderScreen();
    await screen.findByRole('heading', { name: 'Verification form' }, slow);
    type('Full name', 'Ada');
    type('Years of experience', '3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Specialisation' }), {
      target: { value: 'Sales' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Solo' }));
    fireEvent.change(screen.getByLabelText('Identity document'), {
      target: { files: [new File(['broken'], 'id.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply for verification' }));
    const error = await screen.findByText(
      'The document must be a complete PDF or Word file.',
      {},
      slow,
    );
    const input = screen.getByLabelText('Identity document');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('after a failure shows the reason and the form again with the earlier answers', async () => {
    answerReads({
      values: {
        status: 'failed',
        reason: 'The licence has expired.',
        submitted_at: '2026-11-20T10:00:00Z',
        reviewed_at: '2026-11-21T10:00:00Z',
        form_fields: [
          { id: 1, name: 'Full name', field_type: 'text', value: 'Ada Lovelace', file: null },
          { id: 5, name: 'Languages', field_type: 'checkbox', value: ['Arabic'], file: null },
        ],
      },
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Verification Failed' }, slow)).toBeTruthy();
    expect(screen.getByText('The licence has expired.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Verification form' }, slow)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe(
      'Ada Lovelace',
    );
    expect((screen.getByRole('checkbox', { name: 'Arabic' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows the verified badge and no form once verified', async () => {
    answerReads({
      values: { ...noValues, status: 'success', submitted_at: '2026-11-20T10:00:00Z' },
    });
    renderScreen();
    expect(
      await screen.findByRole('heading', { name: 'You are a verified agent' }, slow),
    ).toBeTruthy();
    expect(screen.getByText('Verified agent')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verification form' })).toBeNull();
  });
});
