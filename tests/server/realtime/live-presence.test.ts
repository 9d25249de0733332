import { describe, expect, it } from 'vitest';
import { lastLivePresence } from '@/server/notifications/delivery-repository';
import { holdLivePresence } from '@/server/realtime/live-presence';
import { insertUser } from '../../support/factories';
import { eventually } from '../../support/job-queue-kit';
import { setUpTestDatabase } from '../../support/test-database';

const database = setUpTestDatabase();

describe('holdLivePresence', () => {
  it('notes every streaming user together each beat, and stops noting one whose streams closed', async () => {
    const db = database.db;
    const [stays, leaves] = [await insertUser(db), await insertUser(db)];
    const releaseStays = await holdLivePresence(db, stays.id, 50);
    const releaseLeaves = await holdLivePresence(db, leaves.id, 50);
    const opened = (await lastLivePresence(db, leaves.id))!;
    // A beat notes both again.
    await eventually(
      () => lastLivePresence(db, leaves.id),
      (seen) => seen!.getTime() > opened.getTime(),
    );
    await releaseLeaves();
    const left = (await lastLivePresence(db, leaves.id))!;
    const staying = (await lastLivePresence(db, stays.id))!;
    await eventually(
      () => lastLivePresence(db, stays.id),
      (seen) => seen!.getTime() > staying.getTime(),
    );
    expect((await lastLivePresence(db, leaves.id))!.getTime()).toBe(left.getTime());
    await releaseStays();
  });

  it('keeps a user noted while any of their streams is open', async () => {
    const db = database.db;
    const user = await insertUser(db);
    const releaseFirst = await holdLivePresence(db, user.id, 50);
    const releaseSecond = await holdLivePresence(db, user.id, 50);
    await releaseFirst();
    const after = (await lastLivePresence(db, user.id))!;
    await eventually(
      () => lastLivePresence(db, user.id),
      (seen) => seen!.getTime() > after.getTime(),
    );
    await releaseSecond();
  });
});
