import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import { AccountMenu } from '@/components/layout/account-menu';
import { VerificationReviewScreen } from '@/components/moderation/verification-review-screen';
import {
  verificationReviewQueue,
  renderSignedInAs,
  serveReviewQueue,
} from '../../support/review-queue-kit';

/** The first render waits for the session and the API: slow on a busy machine. */
const slow = { timeout: 10_000 };

const aSubmission = (): VerificationSubmissionDto => ({
  id: 15,
  status: 'pending',
  reason: null,
  submitted_at: '2026-11-20T10:00:00Z',
  reviewed_at: null,
  is_latest: true,
  user: { id: 9, name: 'Vera Verify', email: 'vera@example.test', slug_id: 'vera-verify' },
  form_fields: [
    { id: 1, name: 'Licence number', field_type: 'text', value: 'LIC-2041', file: null },
    { id: 5, name: 'Languages', field_type: 'checkbox', value: ['English', 'Arabic'], file: null },
    {
      id: 7,
      name: 'Identity document',
      field_type: 'file',
      value: null,
      file: { url: '/api/media/verification/9/abc.pdf', kind: 'pdf', name: 'passport.pdf' },
    },
  ],
});

function serveQueue(initial: VerificationSubmissionDto[]) {
  return serveReviewQueue(verificationReviewQueue, initial);
}

function renderAs(role: 'admin' | 'user', ui: ReactNode = <VerificationReviewScreen />) {
  return renderSignedInAs(role, ui, '/admin/verifications');
}

describe('VerificationReviewScreen', { timeout: 30_000 }, () => {
  it('shows a pending application with its answers and document, and approves it', async () => {
    const api = serveQueue([aSubmission()]);
    renderAs('admin');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Vera Verify' }, slow);
    const row = within(heading.closest('li')!);
    expect(row.getByText('LIC-2041')).toBeTruthy();
    expect(row.getByText('English, Arabic')).toBeTruthy();
    expect(row.getByRole('link', { name: /Open the document/ }).getAttribute('href')).toBe(
      '/api/media/verification/9/abc.pdf',
    );
    fireEvent.click(row.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('No verifications are waiting for review.', {}, slow),
    ).toBeTruthy();
    expect(api.reviews).toEqual([{ submission_id: 15, decision: 'approved' }]);
  });

  it('asks for a reason before rejecting, and sends it trimmed', async () => {
    const api = serveQueue([aSubmission()]);
    renderAs('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, slow));
    const dialog = await screen.findByRole(
      'dialog',
      {
        name: 'Reject the verification of Vera Verify',
      },
      slow,
    );
    const submit = within(dialog).getByRole('button', { name: 'Reject verification' });
    fireEvent.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Give the reason for the rejection.',
    );
    expect(api.reviews).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (the user will read it)'), {
      target: { value: '  The licence has expired.  ' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.reviews).toEqual([
      { submission_id: 15, decision: 'rejected', reason: 'The licence has expired.' },
    ]);
  });

  it('shows a 403 panel to a user who is not an admin', async () => {
    renderAs('user');
    expect(
      await screen.findByRole('heading', { name: 'For administrators only' }, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('is in the console’s navigation, which the admin’s account menu opens', async () => {
    serveQueue([]);
    renderAs('admin');
    const console = await screen.findByRole('navigation', { name: 'Admin console' });
    expect(
      within(console).getByRole('link', { name: 'Verification review' }).getAttribute('href'),
    ).toBe('/admin/verifications');
    cleanup();
    renderAs('admin', <AccountMenu />);
    fireEvent.click(screen.getByRole('button', { name: /Amina Rahman/ }));
    expect(screen.getByRole('link', { name: 'Admin console' }).getAttribute('href')).toBe('/admin');
  });
});
