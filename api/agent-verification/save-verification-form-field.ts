import type { VerificationFieldType } from '@/contracts/agent-verification-rules';
import type { VerificationFormFieldAdminDto } from '@/contracts/dto/agent-verification-dto';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

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

/** POST `admin/save-verification-form-field`; then the form is fetched again wherever shown. */
export const saveVerificationFormField = defineMutation(
  'POST',
  'admin/save-verification-form-field',
  {
    body: (payload: SaveVerificationFieldPayload) => ({ ...payload }),
    answer: dataOf<VerificationFormFieldAdminDto>,
    invalidateOnSettled: [agentVerificationKeys.all],
  },
);

export const useSaveVerificationFormField = saveVerificationFormField.use;
