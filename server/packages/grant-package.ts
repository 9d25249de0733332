import { notifyUser } from '../notifications/notify-user';
import { paths } from '@/utils/paths';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { AppError, notFound } from '../core/app-error';
import {
  findPackage,
  findUserPackageByPayment,
  insertHeldFeatures,
  insertUserPackage,
  listPackageFeatures,
  lockUser,
  type UserPackageRow,
} from './packages-repository';

export type GrantPackageRequest =
  | { userId: number; packageId: number; source: 'free'; paymentTransactionId?: undefined }
  | { userId: number; packageId: number; source: 'purchase'; paymentTransactionId: string };

export interface GrantPackageResult {
  /** False when the payment transaction had already granted its package (nothing changed). */
  granted: boolean;
  userPackage: {
    id: number;
    userId: number;
    packageId: number;
    startsAt: string;
    endsAt: string;
    source: 'free' | 'purchase';
    paymentTransactionId: string | null;
  };
}

const hourMs = 3_600_000;

function toResult(row: UserPackageRow, granted: boolean): GrantPackageResult {
  return {
    granted,
    userPackage: {
      id: row.id,
      userId: row.userId,
      packageId: row.packageId,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      source: row.source,
      paymentTransactionId: row.paymentTransactionId,
    },
  };
}

function alreadyGrantedElsewhere(): AppError {
  return new AppError('conflict', 'This payment already paid for another package or another user.');
}

/**
 * Gives a user a package from now for its duration, with its features (and their limits)
 * copied, in one transaction. The payments module calls it once a gateway confirmed a payment
 * (`source: 'purchase'` with that transaction's id); `assign_package` calls it for free packages.
 * Idempotent per payment transaction: a replayed or duplicated confirmation answers the package
 * it granted the first time with `granted: false` and changes nothing. The rules about who may
 * acquire which package (assertMayAcquirePackage) are checked by the callers before payment;
 * a confirmed payment is always honoured.
 */
export async function grantPackage(
  db: Database,
  request: GrantPackageRequest,
  now: Date = new Date(),
): Promise<GrantPackageResult> {
  const { userId, packageId, source, paymentTransactionId } = request;
  if (source === 'purchase' && !paymentTransactionId) {
    throw new AppError('bad_request', 'A bought package needs its payment transaction.');
  }
  if (paymentTransactionId) {
    const existing = await findUserPackageByPayment(db, paymentTransactionId);
    if (existing) {
      if (existing.userId !== userId || existing.packageId !== packageId) {
        throw alreadyGrantedElsewhere();
      }
      return toResult(existing, false);
    }
  }
  return runInTransaction(db, async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound('The user');
    const item = await findPackage(tx, packageId);
    if (!item) throw notFound('The package');
    if (source === 'free' && Number(item.price) > 0) {
      throw new AppError('forbidden', 'This package is not free: it can only be bought.');
    }
    const inserted = await insertUserPackage(tx, {
      userId,
      packageId,
      source,
      paymentTransactionId: paymentTransactionId ?? null,
      startsAt: now,
      endsAt: new Date(now.getTime() + item.durationHours * hourMs),
    });
    if (!inserted) {
      // A parallel confirmation of the same payment won the unique index.
      const existing = await findUserPackageByPayment(tx, paymentTransactionId ?? '');
      if (!existing || existing.userId !== userId || existing.packageId !== packageId) {
        throw alreadyGrantedElsewhere();
      }
      return toResult(existing, false);
    }
    const features = await listPackageFeatures(tx, [packageId]);
    await insertHeldFeatures(
      tx,
      inserted.id,
      features.map(({ feature, limit }) => ({ feature, limit })),
    );
    if (source === 'purchase') {
      await notifyUser(tx, {
        userId,
        type: 'package_bought',
        eventKey: `package_bought:${inserted.id}`,
        params: { package: item.name },
        link: paths.subscriptionPlan(),
      });
    }
    return toResult(inserted, true);
  });
}
