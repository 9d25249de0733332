/**
 * `npm run seed`: fills the default database (PGlite in ./data/db, or DATABASE_URL) and the
 * default media storage with the demo marketplace. Does nothing when it is already seeded.
 */
import { getDatabaseHandle } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/seed-demo-data';
import { getMediaStorage } from '../server/storage/media-storage';

async function main(): Promise<void> {
  const started = Date.now();
  const handle = await getDatabaseHandle();
  try {
    const result = await seedDemoData(handle.db, getMediaStorage(), {
      log: (line) => console.log(line),
    });
    if (!result.seeded) {
      console.log('The database already holds the demo data; nothing was changed.');
      return;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Seeded the demo data (${handle.driver}) in ${seconds} s:`);
    for (const [name, count] of Object.entries(result.counts)) {
      console.log(`  ${name.padEnd(16)} ${count}`);
    }
  } finally {
    await handle.close();
  }
}

void main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
});
