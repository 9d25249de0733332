/**
 * `tsx scripts/e2e-set-role.ts --email <email> --role <moderator|support>`: gives the account
 * with that email the stored role, on DATABASE_URL or the embedded database. The end-to-end
 * server (scripts/e2e-server.mjs) makes its staff accounts with it before the server starts.
 */
import { eq } from 'drizzle-orm';
import { userRoles } from '../contracts/dto/session-dto';
import { getDatabaseHandle } from '../server/db/client';
import { users } from '../server/db/schema';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main(): Promise<void> {
  const email = argument('email');
  const role = userRoles.find((known) => known === argument('role'));
  if (!email || !role) {
    console.error('✖ Usage: tsx scripts/e2e-set-role.ts --email <email> --role <role>');
    process.exitCode = 1;
    return;
  }
  const handle = await getDatabaseHandle();
  try {
    const updated = await handle.db
      .update(users)
      .set({ role })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (updated.length === 0) {
      console.error(`✖ No account has the email ${email}.`);
      process.exitCode = 1;
      return;
    }
    console.log(`✔ ${email} is now ${role}.`);
  } finally {
    await handle.close();
  }
}

void main().catch((error: unknown) => {
  console.error('✖ Could not set the role:', error);
  process.exitCode = 1;
});
