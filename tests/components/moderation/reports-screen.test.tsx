import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ReportsScreen } from '@/components/moderation/reports-screen';
import type { ReportTargetDto } from '@/contracts/dto/admin-report-dto';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

/** The API client loads on first use: on a busy machine the first answer takes a while. */
const slow = { timeout: 8000 };

function aListingTarget(overrides: Partial<ReportTargetDto> = {}): ReportTargetDto {
  return {
    kind: 'listing',
    target_id: 41,
    report_count: 3,
    reporter_count: 3,
    reasons: [
      { reason: 'Scam', count: 2 },
      { reason: 'Other', count: 1 },
    ],
    notes: [
      {
        report_id: 9,
        reporter_id: 5,
        reporter_name: 'Tala',
        note: 'The photos are of another flat',
        created_at: '2026-11-20T09:30:00.000Z',
      },
    ],
    first_reported_at: '2026-11-19T09:30:00.000Z',
    last_reported_at: '2026-11-20T09:30:00.000Z',
    person: { id: 12, name: 'Olga Owner', is_active: true },
    listing: {
      id: 41,
      slug_id: 'fake-villa',
      title: 'Fake villa',
      review_status: 'approved',
      is_active: true,
      rejection_reason: null,
    },
    message: null,
    conversation_report_id: null,
    ...overrides,
  };
}

function serveReports(targets: ReportTargetDto[], resolved: unknown[]) {
  let shown = targets;
  server.use(
    http.get(apiUrl('admin/reports'), () =>
      HttpResponse.json({ error: false, message: 'OK', data: shown, total: shown.length }),
    ),
    http.post(apiUrl('admin/resolve-report'), async ({ request }) => {
      const body = (await request.json()) as { target_id: number };
      resolved.push(body);
      shown = shown.filter((target) => target.target_id !== body.target_id);
      return okEnvelope({ closed_reports: 3 });
    }),
  );
}

/** The card of the reported target with this title, once the queue has loaded. */
const cardTitled = async (title: string) =>
  (await screen.findByRole('heading', { name: title }, slow)).closest('li')!;

const linkIn = (card: HTMLElement, name: string) =>
  within(card).getByRole('link', { name }).getAttribute('href');

/** Removes the card's listing through the reason dialog; the queue then empties. */
async function removeWithReason(card: HTMLElement, button: string, title: string, reason: string) {
  fireEvent.click(within(card).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: `Remove “${title}”` });
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the listing' }));
  expect(await screen.findByText('No open reports.', undefined, slow)).toBeTruthy();
}

const renderAs = (role: 'moderator' | 'support' | 'user') =>
  renderSignedIn(<ReportsScreen />, { role, router: atPage('/admin/reports') });

/**
 * A moderator sees the reported listing's card (`inspect` checks it), with links to the listing
 * and its owner, and removes it with a reason: one resolve-report call.
 */
async function removeFromItsCard(
  target: ReportTargetDto,
  texts: {
    open: string;
    href: string;
    button: string;
    reason: string;
    inspect: (card: HTMLElement) => void;
  },
) {
  const resolved: unknown[] = [];
  serveReports([target], resolved);
  renderAs('moderator');
  const title = target.listing!.title;
  const card = await cardTitled(title);
  texts.inspect(card);
  expect(linkIn(card, texts.open)).toBe(texts.href);
  expect(linkIn(card, 'Owner: Olga Owner')).toBe('/admin/users/12');
  await removeWithReason(card, texts.button, title, texts.reason);
  expect(resolved).toEqual([
    {
      kind: target.kind,
      target_id: target.target_id,
      action: 'remove_listing',
      reason: texts.reason,
    },
  ]);
}

describe('ReportsScreen', () => {
  it('shows a moderator a reported listing with its reasons, and removes it with a reason', async () => {
    await removeFromItsCard(aListingTarget(), {
      open: 'Open the listing as its owner sees it',
      href: '/properties-details/fake-villa',
      button: 'Remove the listing',
      reason: 'Asks for deposits',
      inspect: (card) => {
        expect(within(card).getByText('3 reports · by 3 people')).toBeTruthy();
        expect(within(card).getByText('Scam (2)')).toBeTruthy();
        expect(within(card).getByText('Tala: “The photos are of another flat”')).toBeTruthy();
      },
    });
  });

  it('shows a reported project linked to its page, and removes it', async () => {
    const listing = aListingTarget().listing!;
    await removeFromItsCard(
      aListingTarget({
        kind: 'project',
        target_id: 7,
        listing: { ...listing, id: 7, slug_id: 'harbour-court', title: 'Harbour court' },
      }),
      {
        open: 'Open the project as its owner sees it',
        href: '/project-details/harbour-court',
        button: 'Remove the project',
        reason: 'Not real',
        inspect: (card) => expect(within(card).getByText('Project')).toBeTruthy(),
      },
    );
  });

  it('lets support read the reports but not act on them', async () => {
    serveReports([aListingTarget()], []);
    renderAs('support');
    const card = await cardTitled('Fake villa');
    expect(within(card).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Remove the listing' })).toBeNull();
  });

  it('tells a user who is not staff that the page is not for them', async () => {
    renderAs('user');
    expect(await screen.findByText('For administrators only', undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fake villa' })).toBeNull();
  });
});
