import { defineMutation } from '../define-mutation';

export interface ReportListingInput {
  property_id: number;
  reason_id: number;
  /** The reporter's words; required for "Other", optional otherwise. */
  other_message: string;
}

/** POST `add_reports`. A second report of the same listing by the same user answers 409. */
export const reportListing = defineMutation('POST', 'add_reports', {
  body: (input: ReportListingInput) => ({ ...input, other_message: input.other_message.trim() }),
});

export const useReportListing = reportListing.use;
