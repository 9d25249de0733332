import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationFieldType } from '@/contracts/agent-verification-rules';
import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { callApi } from '../client';

/** A field to add (no id) or change. */
export interface SaveVerificationFieldPayload {
  id?: number;
  name: string;
  field_type: VerificationFieldType;
  options: string[];
  is_required: 0 | 1;
  rank: number;
  is_active: 0 | 1;
}

/** POST `admin/save-verification-form-field`. */
export async function saveVerificationFormField(
  payload: SaveVerificationFieldPayload,
): Promise<VerificationFormFieldAdminDto> {
  const answer = await callApi<VerificationFormFieldAdminDto>({
    method: 'POST',
    path: 'admin/save-verification-form-field',
    body: { ...payload },
  });
  return answer.data;
}

/** Saves a field, then refreshes the form wherever it is shown. */
export function useSaveVerificationFormField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVerificationFormField,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentVerificationKeys.all }),
  });
}
