import type { BankTransferSettingsDto } from '@/contracts/dto/payment-dto';
import type { Database } from '../db/database';
import { readBankTransferSetting } from './admin-payments-repository';

/**
 * The `bank_transfer` site setting, `{ enabled, instructions }`: off until the administrator
 * enables it with instructions (read fresh: it decides whether a buyer may choose it).
 */
export async function getBankTransferSettings(db: Database): Promise<BankTransferSettingsDto> {
  const stored = await readBankTransferSetting(db);
  const value =
    stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const instructions = typeof value.instructions === 'string' ? value.instructions : '';
  return { enabled: value.enabled === true && instructions.trim() !== '', instructions };
}
