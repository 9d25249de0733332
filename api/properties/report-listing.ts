import { useMutation } from '@tanstack/react-query';
import { callApi } from '../client';

export interface ReportListingInput {
  property_id: number;
  reason_id: number;
  /** The reporter's words; required for "Other", optional otherwise. */
  other_message: string;
}

/** POST `add_reports`. A second report of the same listing by the same user answers 409. */
export async function reportListing(input: ReportListingInput): Promise<void> {
  await callApi<unknown>({
    method: 'POST',
    path: 'add_reports',
    body: { ...input, other_message: input.other_message.trim() },
  });
}

export function useReportListing() {
  return useMutation({ mutationFn: reportListing });
}
