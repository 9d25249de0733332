import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { ReportDialog } from '@/components/listing/report-dialog';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

const reasons = [
  { id: 1, reason: 'Wrong price' },
  { id: 2, reason: 'Fake listing or scam' },
  { id: 7, reason: 'Other' },
];

function renderDialog(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.get(apiUrl('get_report_reasons'), () => okEnvelope(reasons)),
    http.post(apiUrl('add_reports'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  const onClose = vi.fn();
  renderWithProviders(<ReportDialog kind="property" listingId={42} isOpen onClose={onClose} />, {
    queryData: [[propertyKeys.reportReasons(), reasons]],
    preloaded: { session: { ...initialSessionState, data: aSession() } },
  });
  return { bodies, onClose };
}

function send() {
  fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
}

describe('ReportDialog', () => {
  it('lists the reasons as radio buttons and asks for one', async () => {
    const { bodies } = renderDialog(() => okEnvelope(null));
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '7',
    ]);
    send();
    expect(await screen.findByText('Choose a reason.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('needs a message for "Other"', async () => {
    const { bodies, onClose } = renderDialog(() => okEnvelope(null));
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    send();
    expect(await screen.findByText('Tell us what is wrong with this listing.')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Details/ }), {
      target: { value: 'The photos are of another house.' },
    });
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      { property_id: 42, reason_id: 7, other_message: 'The photos are of another house.' },
    ]);
  });

  it('sends a listed reason without a message and closes on success', async () => {
    const { bodies, onClose } = renderDialog(() => okEnvelope(null));
    fireEvent.click(screen.getByRole('radio', { name: 'Wrong price' }));
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ property_id: 42, reason_id: 1, other_message: '' }]);
  });

  it('says so kindly when the listing was already reported (409)', async () => {
    const { onClose } = renderDialog(() =>
      failEnvelope(409, 'conflict', 'You have already reported this property'),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Fake listing or scam' }));
    send();
    expect(
      await screen.findByText('You have already reported this listing. Our team is reviewing it.'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
