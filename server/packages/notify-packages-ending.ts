import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-definitions';
import { packages, userPackages } from '../db/schema';
import { notifyUser } from '../notifications/notify-user';
import { paths } from '@/utils/paths';

/** How long before its end a package's holder is told. */
export const packageEndingNoticeMs = 3 * 24 * 60 * 60 * 1000;

/**
 * Tells each holder of a package that ends within 3 days (run on a schedule by the job queue):
 * once per held package, however often it runs, since the held package is the event's key.
 * Answers how many were told this time.
 */
export async function notifyPackagesEnding(db: Database, now = new Date()): Promise<number> {
  const ending = await db
    .select({
      id: userPackages.id,
      userId: userPackages.userId,
      endsAt: userPackages.endsAt,
      name: packages.name,
    })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(
      and(
        gt(userPackages.endsAt, now),
        lte(userPackages.endsAt, new Date(now.getTime() + packageEndingNoticeMs)),
      ),
    );
  let told = 0;
  for (const held of ending) {
    const notice = await notifyUser(db, {
      userId: held.userId,
      type: 'package_ending',
      eventKey: `package_ending:${held.id}`,
      params: { package: held.name, date: held.endsAt.toISOString().slice(0, 10) },
      link: paths.subscriptionPlan(),
    });
    if (notice) told += 1;
  }
  return told;
}

/** Looks for packages ending soon every morning at 06:00 UTC. */
export const packagesEndingJob: JobDefinition = {
  name: 'packages.notify-ending',
  cron: '0 6 * * *',
  work: (_payload, { db }) => notifyPackagesEnding(db),
};
