import { randomInt } from 'node:crypto';
import type { BankTransferPaymentDto } from '@/contracts/dto/payment-dto';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import type { Viewer } from '../core/route';
import { minorUnitsToDecimal } from './money';
import { openPayment } from './open-payment';
import { setGatewayReference } from './payments-repository';
import { getBankTransferSettings } from './get-bank-transfer-settings';

/** Letters and digits a person reads back without confusing them (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `HB-000123-7KQ4`: the transaction's id (unique) and four characters no one can guess. */
function referenceFor(id: number): string {
  let tail = '';
  for (let i = 0; i < 4; i += 1) tail += alphabet.charAt(randomInt(alphabet.length));
  return `HB-${String(id).padStart(6, '0')}-${tail}`;
}

/**
 * `POST bank-transfer`: the buyer pays a package by bank transfer. Opens the payment like every
 * gateway (openPayment: enabled, on sale, paid, allowed, priced by the server), gives it a
 * unique reference to quote, and answers the administrator's instructions. The transaction
 * stays pending until the administrator marks it paid or failed (settleBankTransfer).
 */
export async function startBankTransfer(
  db: Database,
  viewer: Viewer,
  packageId: number,
): Promise<BankTransferPaymentDto> {
  return runInTransaction(db, async (tx) => {
    const opened = await openPayment(tx, viewer, { packageId, gateway: 'bank_transfer' });
    const reference = referenceFor(opened.transaction.id);
    await setGatewayReference(tx, opened.transaction.id, reference);
    const settings = await getBankTransferSettings(tx);
    return {
      payment_transaction_id: opened.transaction.id,
      reference,
      instructions: settings.instructions,
      package_name: opened.transaction.packageName,
      amount: minorUnitsToDecimal(opened.amountMinor, opened.config.currency),
      currency: opened.config.currency,
    };
  });
}
