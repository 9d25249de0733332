import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ProfileDto } from '@/contracts/dto/profile-dto';
import { properties, sessions, users } from '@/server/db/schema';
import { dataOf, failureOf, setUpAccountsTestKit } from '../../support/accounts-test-kit';
import { insertCategory, insertProperty } from '../../support/factories';
import { pngImage } from '../../support/test-images';

const kit = setUpAccountsTestKit();

describe('delete_user', () => {
  it('deletes the account with its sessions, listings and photo; the email can register again', async () => {
    const account = await kit.register();
    const second = dataOf(await kit.passwordSignIn(account.email, account.password));
    const withPhoto = dataOf(
      await kit.upload<ProfileDto>('update_profile', {
        token: account.token,
        files: [{ field: 'profile', filename: 'me.png', bytes: await pngImage(200, 200) }],
      }),
    );
    const photoFile = path.join(
      kit.dataDir,
      'uploads',
      (withPhoto.profile ?? '').replace(/^\/api\/media\//, ''),
    );
    expect(fs.existsSync(photoFile)).toBe(true);
    const listing = await insertProperty(
      kit.handle.db,
      account.user,
      await insertCategory(kit.handle.db),
    );

    const response = await kit.call('POST', 'delete_user', {
      token: account.token,
      json: { userid: account.user.id },
    });
    expect(response.status).toBe(200);

    for (const token of [account.token, second.token]) {
      expect((await kit.call('GET', 'get-user-profile', { token })).status).toBe(401);
    }
    const signIn = await kit.call('POST', 'user_signup', {
      json: { logintype: 'email', email: account.email, password: account.password },
    });
    expect(failureOf(signIn).code).toBe('invalid_credentials');
    const db = kit.handle.db;
    expect(await db.select().from(users).where(eq(users.id, account.user.id))).toHaveLength(0);
    expect(
      await db.select().from(sessions).where(eq(sessions.userId, account.user.id)),
    ).toHaveLength(0);
    expect(await db.select().from(properties).where(eq(properties.id, listing.id))).toHaveLength(0);
    expect(fs.existsSync(photoFile)).toBe(false);

    const again = await kit.register({ email: account.email, mobile: account.mobile });
    expect(again.user.id).not.toBe(account.user.id);
  });

  it('anonymises the account instead when a record that must stay refers to it', async () => {
    const db = kit.handle.db;
    await db.execute(
      sql`create table kept_records (user_id integer not null references users(id) on delete restrict)`,
    );
    const account = await kit.register({ name: 'Kept Person' });
    await db.execute(sql`insert into kept_records (user_id) values (${account.user.id})`);
    const response = await kit.call('POST', 'delete_user', {
      token: account.token,
      json: { userid: account.user.id },
    });
    expect(response.status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({
      name: 'Deleted user',
      email: null,
      mobile: null,
      passwordHash: null,
      isActive: false,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await kit.call('GET', 'get-user-profile', { token: account.token })).status).toBe(401);
    const again = await kit.register({ email: account.email, mobile: account.mobile });
    expect(again.user.id).not.toBe(account.user.id);
    await db.execute(sql`drop table kept_records`);
  });

  it('refuses another user’s id with 403 and deletes nothing', async () => {
    const victim = await kit.register();
    const caller = await kit.register();
    const response = await kit.call('POST', 'delete_user', {
      token: caller.token,
      json: { userid: victim.user.id },
    });
    expect(response.status).toBe(403);
    expect(failureOf(response).code).toBe('forbidden');
    expect((await kit.call('GET', 'get-user-profile', { token: victim.token })).status).toBe(200);
    expect((await kit.call('GET', 'get-user-profile', { token: caller.token })).status).toBe(200);
  });

  it('asks which account to delete', async () => {
    const account = await kit.register();
    const response = await kit.call('POST', 'delete_user', { token: account.token, json: {} });
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toHaveProperty('userid');
  });
});
