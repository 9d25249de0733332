import { useMutation } from '@tanstack/react-query';
import type { ProjectEnquiryInput } from '@/contracts/requests/project-requests';
import { callApi } from '../client';

/** POST `send-project-enquiry`: a signed-in user's message to the project's developer. */
export async function sendProjectEnquiry(
  input: ProjectEnquiryInput,
): Promise<{ id: number; project_id: number }> {
  const answer = await callApi<{ id: number; project_id: number }>({
    method: 'POST',
    path: 'send-project-enquiry',
    body: { ...input },
  });
  return answer.data;
}

export function useSendProjectEnquiry() {
  return useMutation({ mutationFn: sendProjectEnquiry });
}
