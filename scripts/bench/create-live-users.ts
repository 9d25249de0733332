/**
 * `tsx scripts/bench/create-live-users.ts --count 5000 --prefix bench [--listings]`: creates
 * that many accounts on DATABASE_URL (or the embedded database), each with a signed-in session,
 * and with `--listings` an approved, public listing of each one's own; prints them as JSON
 * (`[{ id, name, token, listingId, listingTitle }]`). The live stream's two-instance test and the bench's realtime
 * row use it: thousands of people with bearer tokens, without the sign-in API's rate limits.
 * Needs a prepared database with at least one category (the demo seed).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { hashSessionToken } from '../../server/accounts/session-token';
import { getDatabaseHandle } from '../../server/db/client';
import { categories, properties, sessions, users } from '../../server/db/schema';

export interface LiveUser {
  id: number;
  name: string;
  token: string;
  /** Their approved, public listing (with --listings), else null; and its title. */
  listingId: number | null;
  listingTitle: string | null;
}

const batchSize = 500;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '2' },
      prefix: { type: 'string', default: 'live' },
      listings: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number.');
  const prefix = `${values.prefix}-${randomBytes(3).toString('hex')}`;
  const handle = await getDatabaseHandle();
  try {
    const { db } = handle;
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.id))
      .limit(1);
    if (values.listings && !category) throw new Error('No category: seed the database first.');
    const created: LiveUser[] = [];
    for (let start = 0; start < count; start += batchSize) {
      const numbers = Array.from(
        { length: Math.min(batchSize, count - start) },
        (_, index) => start + index + 1,
      );
      const nameOf = (n: number) => `Live ${prefix} ${n}`;
      const titleOf = (n: number) => `Live listing ${prefix} ${n}`;
      const rows = await db
        .insert(users)
        .values(
          numbers.map((n) => ({
            name: nameOf(n),
            email: `${prefix}-${n}@live.hearth.test`,
            slugId: `${prefix}-${n}`,
          })),
        )
        .returning({ id: users.id });
      const tokens = rows.map(() => randomBytes(32).toString('base64url'));
      const expiresAt = new Date(Date.now() + 7 * 86_400_000);
      await db.insert(sessions).values(
        rows.map((row, index) => ({
          userId: row.id,
          tokenHash: hashSessionToken(tokens[index]!),
          expiresAt,
        })),
      );
      const listingIds = values.listings
        ? (
            await db
              .insert(properties)
              .values(
                rows.map((row, index) => ({
                  slugId: `${prefix}-listing-${numbers[index]}`,
                  ownerId: row.id,
                  categoryId: category!.id,
                  title: titleOf(numbers[index]!),
                  description: 'A listing to write about.',
                  address: `${numbers[index]} Stream Street`,
                  city: 'Springfield',
                  state: 'Illinois',
                  country: 'United States',
                  latitude: 39.78,
                  longitude: -89.65,
                  price: '250000.00',
                  propertyType: 'sell' as const,
                  reviewStatus: 'approved' as const,
                  isActive: true,
                })),
              )
              .returning({ id: properties.id })
          ).map((row) => row.id)
        : [];
      rows.forEach((row, index) =>
        created.push({
          id: row.id,
          name: nameOf(numbers[index]!),
          token: tokens[index]!,
          listingId: listingIds[index] ?? null,
          listingTitle: values.listings ? titleOf(numbers[index]!) : null,
        }),
      );
    }
    process.stdout.write(`${JSON.stringify(created)}\n`);
  } finally {
    await handle.close();
  }
}

void main().catch((error: unknown) => {
  console.error('✖ Could not create the live users:', error);
  process.exitCode = 1;
});
