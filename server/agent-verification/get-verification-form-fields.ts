import type { VerificationFormFieldDto } from '@/contracts/dto/agent-verification-dto';
import type { Database } from '../db/database';
import { listActiveFields } from './agent-verification-repository';
import { toFormFieldDto } from './agent-verification-dto';

/** `get-agent-verification-form-fields`: the admin's form, its active fields in order. */
export async function getVerificationFormFields(db: Database): Promise<VerificationFormFieldDto[]> {
  return (await listActiveFields(db)).map(toFormFieldDto);
}
