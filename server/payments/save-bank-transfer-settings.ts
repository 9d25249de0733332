import type { BankTransferSettingsDto } from '@/contracts/dto/payment-dto';
import type { BankTransferSettingsInput } from '@/contracts/requests/admin-payment-requests';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import type { StaffAudit } from '../core/route';
import { writeBankTransferSetting } from './admin-payments-repository';
import { getBankTransferSettings } from './get-bank-transfer-settings';

/**
 * `POST admin/bank-transfer`: the administrator switches bank transfer on (with the instructions
 * buyers follow) or off; one audit row with the setting before and after.
 */
export function saveBankTransferSettings(
  db: Database,
  audit: StaffAudit,
  input: BankTransferSettingsInput,
): Promise<BankTransferSettingsDto> {
  return runInTransaction(db, async (tx) => {
    const before = await getBankTransferSettings(tx);
    const after: BankTransferSettingsDto = {
      enabled: input.enabled,
      instructions: input.instructions ?? '',
    };
    await writeBankTransferSetting(tx, after);
    await audit.record(tx, { targetType: 'setting', targetId: 'bank_transfer', before, after });
    return after;
  });
}
