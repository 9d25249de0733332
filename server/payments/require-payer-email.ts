import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import { findPayer } from './payments-repository';

/** Paystack and Flutterwave need the buyer's email address. */
export async function requirePayerEmail(
  db: Database,
  userId: number,
): Promise<{ name: string; email: string }> {
  const payer = await findPayer(db, userId);
  if (!payer?.email) {
    throw new AppError(
      'validation_failed',
      'Add an email address to your profile to pay with this method.',
      { email: 'An email address is required for this payment method' },
    );
  }
  return { name: payer.name, email: payer.email };
}
