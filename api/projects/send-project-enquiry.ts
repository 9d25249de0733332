import type { ProjectEnquiryInput } from '@/contracts/requests/project-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** POST `send-project-enquiry`: a signed-in user's message to the project's developer. */
export const sendProjectEnquiry = defineMutation('POST', 'send-project-enquiry', {
  body: (input: ProjectEnquiryInput) => ({ ...input }),
  answer: dataOf<{ id: number; project_id: number }>,
});

export const useSendProjectEnquiry = sendProjectEnquiry.use;
