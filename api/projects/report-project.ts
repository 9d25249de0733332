import type { ReportListingInput } from '../properties/report-listing';
import { defineMutation } from '../define-mutation';

export interface ReportProjectInput extends Omit<ReportListingInput, 'property_id'> {
  project_id: number;
}

/** POST `add-project-report`. A second report of the same project by the same user answers 409. */
export const reportProject = defineMutation('POST', 'add-project-report', {
  body: (input: ReportProjectInput) => ({ ...input, other_message: input.other_message.trim() }),
});

export const useReportProject = reportProject.use;
