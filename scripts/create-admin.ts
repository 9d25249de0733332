/**
 * `npm run create-admin -- --email admin@example.com --password '<passphrase>' [--name "Ada"]`:
 * creates that administrator account, or promotes the existing account with that email, with
 * that password, on DATABASE_URL or the embedded database (./data/db).
 */
import { getDatabaseHandle } from '../server/db/client';
import { DataDirLockedError } from '../server/db/data-dir-lock';
import {
  CreateAdminArgumentsError,
  createAdminAccount,
  describeCreateAdminResult,
  parseCreateAdminArguments,
} from '../server/accounts/create-admin-account';

const usage =
  'Usage: npm run create-admin -- --email <email> --password <at least 6 characters, not guessable> [--name <name>]';

async function main(): Promise<void> {
  let input;
  try {
    input = await parseCreateAdminArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CreateAdminArgumentsError)) throw error;
    console.error(`✖ ${error.problems.join('\n✖ ')}\n${usage}`);
    process.exitCode = 1;
    return;
  }
  let handle;
  try {
    handle = await getDatabaseHandle();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`✖ ${error.message}`);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  try {
    console.log(`✔ ${describeCreateAdminResult(await createAdminAccount(handle.db, input))}`);
  } finally {
    await handle.close();
  }
}

void main().catch((error: unknown) => {
  console.error('✖ Could not create the administrator:', error);
  process.exitCode = 1;
});
