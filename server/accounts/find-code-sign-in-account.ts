import type { Database } from '../db/database';
import { findAddressHolders, type CodeChannel, type UserRow } from './accounts-repository';
import { isAddressProven, isClaimable } from './address-rules';

/** Where a proven email or mobile signs in: its account, one to take over, or a new one. */
export type CodeSignInAccount =
  { kind: 'proven'; user: UserRow } | { kind: 'takeover'; user: UserRow } | { kind: 'new' };

/**
 * The account a code sign-in lands in, read only. An account that proved this address is it.
 * Otherwise an account that shows the address unproven and never proved anything (a row from
 * before verification) is taken over. An account that shows it unproven but proved something
 * else (its email, a Google link) is not: whoever typed the address there may not own it, so the
 * prover gets a new account and the address leaves that one (see proveAddress).
 */
export async function findCodeSignInAccount(
  db: Database,
  address: { channel: CodeChannel; destination: string },
): Promise<CodeSignInAccount> {
  const holders = await findAddressHolders(db, address.channel, address.destination);
  const proven = holders.find((row) => isAddressProven(row, address.channel));
  if (proven) return { kind: 'proven', user: proven };
  const claimable = holders.filter(isClaimable);
  // Unique indexes from before verification let at most one old row hold an address.
  if (claimable.length === 1 && claimable[0]) return { kind: 'takeover', user: claimable[0] };
  return { kind: 'new' };
}
