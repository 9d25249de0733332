// Opens the configured database (taking the PGlite lock), applies migrations, and seeds the
// demo data on first start only. Run by `npm start` before the server starts.
import { getDatabaseHandle } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { seedDemoData } from '@/server/db/seed/seed-demo-data';
import { getEnv } from '@/server/env';
import { getMediaStorage } from '@/server/storage/media-storage';

async function main(): Promise<void> {
  const env = getEnv();
  const where = env.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${env.dataDir}`;
  let handle;
  try {
    handle = await getDatabaseHandle();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`✖ ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  try {
    console.log(`• Database ready: ${where} (migrations applied).`);
    if (env.databaseUrl) return; // production data is seeded only on request (npm run seed)
    const started = Date.now();
    const result = await seedDemoData(handle.db, getMediaStorage(), {
      log: (line) => console.log(`  ${line}`),
    });
    if (result.seeded) {
      console.log(`• Demo data created in ${Math.round((Date.now() - started) / 1000)} s.`);
    } else {
      console.log('• Existing data kept (demo data was seeded before).');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('✖ Could not prepare the database:', error);
  process.exit(1);
});
