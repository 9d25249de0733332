import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ProfileDto } from '@/contracts/dto/profile-dto';
import { dataOf, failureOf, setUpAccountsTestKit } from '../../support/accounts-test-kit';
import { jpegWithGps, pngHeaderBomb, pngImage } from '../../support/test-images';

const kit = setUpAccountsTestKit();

/** The files on disk behind a profile image URL (/api/media/profiles/<id>-large.webp). */
function storedFiles(profileUrl: string | null): string[] {
  const key = (profileUrl ?? '').replace(/^\/api\/media\//, '').replace(/-large\.webp$/, '');
  return ['card', 'large'].map((variant) =>
    path.join(kit.dataDir, 'uploads', `${key}-${variant}.webp`),
  );
}

const uploadPhoto = (token: string, bytes: Buffer, filename = 'me.png', fields = {}) =>
  kit.upload<ProfileDto>('update_profile', {
    token,
    fields,
    files: [{ field: 'profile', filename, bytes, type: 'image/png' }],
  });

describe('get-user-profile and update_profile', () => {
  it('saves the fields sent and leaves the others as they were', async () => {
    const account = await kit.register({ name: 'Before Name' });
    const sent = {
      address: '1 Harbour Road',
      city: 'Lisbon',
      latitude: 38.72,
      longitude: -9.14,
      about_me: 'Agent in Lisbon.',
      instagram_id: '@lisbonhomes',
      notification: false,
    };
    const response = await kit.call<ProfileDto>('POST', 'update_profile', {
      token: account.token,
      json: { ...sent, id: 999, userid: 999 },
    });
    expect(response.status).toBe(200);
    const profile = dataOf(
      await kit.call<ProfileDto>('GET', 'get-user-profile', { token: account.token }),
    );
    expect(profile).toMatchObject({
      id: account.user.id,
      name: 'Before Name',
      email: account.email,
      ...sent,
    });
    const cleared = await kit.call<ProfileDto>('POST', 'update_profile', {
      token: account.token,
      json: { city: '', latitude: null },
    });
    expect(dataOf(cleared)).toMatchObject({ city: '', latitude: null, address: '1 Harbour Road' });
  });

  it('stores a 200×200 PNG as WebP variants and reports the profile complete', async () => {
    const account = await kit.register();
    const response = await uploadPhoto(account.token, await pngImage(200, 200), 'me.png', {
      address: '2 Market Street',
    });
    expect(response.status).toBe(200);
    const profile = dataOf(response);
    expect(profile.profile).toMatch(/^\/api\/media\/profiles\/[0-9a-f]+-large\.webp$/);
    expect(profile.is_profile_complete).toBe(true);
    for (const file of storedFiles(profile.profile)) {
      const metadata = await sharp(fs.readFileSync(file)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('strips the GPS position of a JPEG', async () => {
    const account = await kit.register();
    const jpeg = await jpegWithGps(400, 300);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await uploadPhoto(account.token, jpeg, 'holiday.jpg');
    expect(response.status).toBe(200);
    for (const file of storedFiles(dataOf(response).profile)) {
      const bytes = fs.readFileSync(file);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('LeakyCam'))).toBe(false);
    }
  });

  it('replaces the old photo and removes its files; remove_profile=1 removes the photo', async () => {
    const account = await kit.register();
    const first = dataOf(await uploadPhoto(account.token, await pngImage(300, 300)));
    const second = dataOf(await uploadPhoto(account.token, await pngImage(320, 320)));
    expect(second.profile).not.toBe(first.profile);
    for (const file of storedFiles(first.profile)) expect(fs.existsSync(file)).toBe(false);
    for (const file of storedFiles(second.profile)) expect(fs.existsSync(file)).toBe(true);
    const removed = await kit.upload<ProfileDto>('update_profile', {
      token: account.token,
      fields: { remove_profile: '1' },
    });
    expect(dataOf(removed).profile).toBeNull();
    for (const file of storedFiles(second.profile)) expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses a text file named .png by its bytes (422)', async () => {
    const account = await kit.register();
    const response = await uploadPhoto(
      account.token,
      Buffer.from('just some text, honestly'.repeat(40)),
    );
    expect(response.status).toBe(422);
    expect(failureOf(response).errors?.profile).toMatch(/JPEG or PNG/);
  });

  it('refuses a photo under 120×120 (422)', async () => {
    const account = await kit.register();
    const response = await uploadPhoto(account.token, await pngImage(100, 100));
    expect(response.status).toBe(422);
    expect(failureOf(response).errors?.profile).toMatch(/120/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const account = await kit.register();
    const png = await pngImage(200, 200);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1_048_576 + 1024, 7)]);
    const response = await uploadPhoto(account.token, big);
    expect(response.status).toBe(413);
    expect(failureOf(response).code).toBe('payload_too_large');
  });

  it('refuses a body larger than the call allows before reading it (413)', async () => {
    const account = await kit.register();
    const huge = Buffer.concat([await pngImage(200, 200), Buffer.alloc(9 * 1_048_576, 1)]);
    const response = await uploadPhoto(account.token, huge);
    expect(response.status).toBe(413);
  });

  it('refuses a 20000×20000 PNG header before decoding it', async () => {
    const account = await kit.register();
    const response = await uploadPhoto(account.token, pngHeaderBomb(20_000, 20_000));
    expect(response.status).toBe(422);
    expect(failureOf(response).errors?.profile).toMatch(/too large/);
  });

  it('refuses a file field the call does not take (422)', async () => {
    const account = await kit.register();
    const response = await kit.upload('update_profile', {
      token: account.token,
      files: [{ field: 'avatar', filename: 'a.png', bytes: await pngImage(200, 200) }],
    });
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toHaveProperty('avatar');
  });

  it('takes the owner from the session, never from the body', async () => {
    const victim = await kit.register({ name: 'Victim' });
    const attacker = await kit.register({ name: 'Attacker' });
    await kit.call('POST', 'update_profile', {
      token: attacker.token,
      json: { id: victim.user.id, userid: victim.user.id, name: 'Changed' },
    });
    const profile = dataOf(
      await kit.call<ProfileDto>('GET', 'get-user-profile', { token: victim.token }),
    );
    expect(profile.name).toBe('Victim');
  });
});
