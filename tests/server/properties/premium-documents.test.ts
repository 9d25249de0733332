import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataSteps, properties, propertyDocuments } from '@/server/db/schema';
import { runDataSteps } from '@/server/db/data-steps';
import { dataStepsAtStart } from '@/server/db/data-steps-at-start';
import {
  mediaLinkHourSeconds,
  mediaLinkSecret,
  signMediaPath,
} from '@/server/media/private-media-links';
import { placePremiumDocuments } from '@/server/properties/premium-documents';
import { createDiskStorage } from '@/server/storage/media-storage';
import { dataOf } from '../../support/accounts-test-kit';
import { withMediaServer } from '../../support/media-server';
import { insertCategory, insertProperty } from '../../support/factories';
import {
  documentFile,
  pdfBytes,
  photo,
  propertyDetailAs,
  setUpListingTestKit,
  type Lister,
} from '../../support/listing-test-kit';
import { buyPackage, insertPackage, type TestPackage } from '../../support/package-test-kit';

/**
 * Premium listings' documents are private: stored under `private/`, never served by the public
 * media route, linked for allowed viewers only through signed links that expire. Real API,
 * real test database, real disk storage.
 */
const kit = setUpListingTestKit();
const log = pino({ level: 'silent' });
const storage = () => createDiskStorage(kit.uploadsDir);
const work = () => ({ storage: storage(), log });

let premium: TestPackage;

beforeAll(async () => {
  // With packages on offer, listing needs one: a free package lets every lister post.
  await insertPackage(kit.db, { name: 'Free Starter', features: { property_list: 50 } });
  premium = await insertPackage(kit.db, {
    name: 'Premium',
    price: '49.00',
    features: { premium_properties: null },
  });
});

/** The media route as production serves it, over this file's storage and database. */
const servingMedia = (test: (origin: string) => Promise<void>) =>
  withMediaServer(storage, kit.db, test);

const detail = (id: number, viewer: Lister | null) => propertyDetailAs(kit, id, viewer);

const stored = (key: string) => fs.existsSync(path.join(kit.uploadsDir, key));

const documentKeys = async (listingId: number) =>
  (
    await kit.db
      .select({ file: propertyDocuments.file })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.listingId, listingId))
  ).map((row) => row.file);

/** A public, approved premium listing with one document stored as uploads were before. */
async function premiumListingStoredPublicly(text = 'Title deed') {
  const owner = await kit.lister();
  const category = await insertCategory(kit.db);
  const listing = await insertProperty(kit.db, owner, category, { isPremium: true });
  const key = `listings/${listing.id}/0123456789abcdef01234567.pdf`;
  await storage().put(key, pdfBytes(text));
  await kit.db.insert(propertyDocuments).values({ listingId: listing.id, file: key, name: text });
  return { owner, listing, key };
}

describe('a premium listing posted with a document', () => {
  async function postPremium(owner: Lister) {
    const fields = await kit
      .catalogue()
      .then((catalogue) => kit.fields(catalogue, { is_premium: '1' }));
    const response = await kit.post(owner.token, fields, [
      await photo(),
      documentFile('deed.pdf', pdfBytes('Deed of the premium home')),
    ]);
    expect(response.status).toBe(201);
    return dataOf(response);
  }

  it('stores it under the private folder, never under the public one', async () => {
    const owner = await kit.lister();
    const saved = await postPremium(owner);
    const [key] = await documentKeys(saved.id);
    expect(key).toMatch(new RegExp(`^private/listings/${saved.id}/[0-9a-f]{24}\\.pdf$`));
    expect(stored(key!)).toBe(true);
    expect(kit.filesOf(saved.id).filter((file) => file.endsWith('.pdf'))).toEqual([]);
  });

  it('is refused by the public media route without its signed link', async () => {
    const owner = await kit.lister();
    const saved = await postPremium(owner);
    const [key] = await documentKeys(saved.id);
    await servingMedia(async (origin) => {
      const bare = await fetch(`${origin}/api/media/${key}`);
      expect(bare.status).toBe(403);
      expect(bare.headers.get('cache-control')).toBe('no-store');
      expect(await bare.text()).not.toContain('Deed');
    });
  });
});

describe('the detail of a premium listing', () => {
  it('gives a viewer with access a signed link that opens the document, privately', async () => {
    const { owner, listing } = await premiumListingStoredPublicly('Survey of the plot');
    await placePremiumDocuments(kit.db, work(), listing.id);
    const member = await kit.lister();
    await buyPackage(kit.db, member.id, premium.id);
    for (const viewer of [member, owner]) {
      const [document] = (await detail(listing.id, viewer)).documents;
      expect(document!.file).toMatch(
        /^\/api\/media\/private\/listings\/\d+\/[0-9a-f]{24}\.pdf\?expires=\d+&signature=[\w-]{43}$/,
      );
      await servingMedia(async (origin) => {
        const response = await fetch(`${origin}${document!.file}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain(
          'Survey of the plot',
        );
      });
    }
  });

  it('gives a viewer without access, and a visitor, no link at all', async () => {
    const { listing } = await premiumListingStoredPublicly();
    await placePremiumDocuments(kit.db, work(), listing.id);
    for (const viewer of [null, await kit.lister()]) {
      const item = await detail(listing.id, viewer);
      expect(item.premium_locked).toBe(true);
      expect(item.documents).toEqual([]);
    }
  });

  it('links an ordinary listing’s documents publicly, as before', async () => {
    const owner = await kit.lister();
    const listing = await insertProperty(kit.db, owner, await insertCategory(kit.db));
    const key = `listings/${listing.id}/abcdef0123456789abcdef01.pdf`;
    await storage().put(key, pdfBytes());
    await kit.db
      .insert(propertyDocuments)
      .values({ listingId: listing.id, file: key, name: 'Plan' });
    const item = await detail(listing.id, await kit.lister());
    expect(item.documents.map((document) => document.file)).toEqual([`/api/media/${key}`]);
  });
});

describe('a signed link to a premium document', () => {
  it('is refused once expired or when altered', async () => {
    const { owner, listing } = await premiumListingStoredPublicly();
    await placePremiumDocuments(kit.db, work(), listing.id);
    const link = (await detail(listing.id, owner)).documents[0]!.file;
    const [bare, query] = link.split('?') as [string, string];
    const signature = new URLSearchParams(query).get('signature')!;
    const altered = `${bare}?${query.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)}`;
    const secret = await mediaLinkSecret(kit.db);
    const expired = signMediaPath(secret, bare, Date.now() - 3 * mediaLinkHourSeconds * 1000);
    const otherListing = bare.replace(`/listings/${listing.id}/`, `/listings/${listing.id + 1}/`);

    await servingMedia(async (origin) => {
      const late = await fetch(`${origin}${expired}`);
      expect(late.status).toBe(403);
      expect(await late.text()).toBe(
        'This link to a private file has expired. Open the file again from its page.',
      );
      for (const refused of [altered, `${otherListing}?${query}`]) {
        const response = await fetch(`${origin}${refused}`);
        expect(response.status).toBe(403);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    });
  });
});

describe('the start-up step that makes premium documents private', () => {
  it('moves an existing premium listing’s document, keeps ordinary ones, and is safe to run twice', async () => {
    const { listing, key } = await premiumListingStoredPublicly('Old deed');
    const ordinary = await insertProperty(kit.db, await kit.lister(), await insertCategory(kit.db));
    const publicKey = `listings/${ordinary.id}/fedcba9876543210fedcba98.pdf`;
    await storage().put(publicKey, pdfBytes());
    await kit.db
      .insert(propertyDocuments)
      .values({ listingId: ordinary.id, file: publicKey, name: 'Plan' });

    expect(await runDataSteps(kit.db, dataStepsAtStart, work())).toEqual([
      '0001-premium-documents-private',
    ]);
    const [moved] = await documentKeys(listing.id);
    expect(moved).toMatch(new RegExp(`^private/listings/${listing.id}/[0-9a-f]{24}\\.pdf$`));
    expect(fs.readFileSync(path.join(kit.uploadsDir, moved!), 'latin1')).toContain('Old deed');
    expect(stored(key)).toBe(false);
    expect(await documentKeys(ordinary.id)).toEqual([publicKey]);
    expect(stored(publicKey)).toBe(true);
    const recorded = await kit.db.select().from(dataSteps);
    expect(recorded.map((step) => step.name)).toContain('0001-premium-documents-private');

    // Again: recorded, so not run; and the move itself finds nothing left to do.
    expect(await runDataSteps(kit.db, dataStepsAtStart, work())).toEqual([]);
    expect(await placePremiumDocuments(kit.db, work())).toBe(0);
    expect(await documentKeys(listing.id)).toEqual([moved]);
    expect(stored(moved!)).toBe(true);
  });

  it('keeps the row and the file as they are when the stored file is missing', async () => {
    const { listing, key } = await premiumListingStoredPublicly();
    await storage().remove(key);
    expect(await placePremiumDocuments(kit.db, work(), listing.id)).toBe(0);
    expect(await documentKeys(listing.id)).toEqual([key]);
  });
});

describe('an edit that changes whether a listing is premium', () => {
  it('moves its documents to the private folder and back to the public one', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner, {}, [
      await photo(),
      documentFile('plan.pdf', pdfBytes('Floor plan of the home')),
    ]);
    const [publicKey] = await documentKeys(saved.id);
    expect(publicKey).toMatch(new RegExp(`^listings/${saved.id}/`));

    const toPremium = await kit.update(owner.token, { id: String(saved.id), is_premium: '1' });
    expect(toPremium.status).toBe(200);
    const [privateKey] = await documentKeys(saved.id);
    expect(privateKey).toMatch(new RegExp(`^private/listings/${saved.id}/[0-9a-f]{24}\\.pdf$`));
    expect(stored(privateKey!)).toBe(true);
    expect(stored(publicKey!)).toBe(false);

    const back = await kit.update(owner.token, { id: String(saved.id), is_premium: '0' });
    expect(back.status).toBe(200);
    const [againPublic] = await documentKeys(saved.id);
    expect(againPublic).toMatch(new RegExp(`^listings/${saved.id}/[0-9a-f]{24}\\.pdf$`));
    expect(againPublic).not.toBe(publicKey);
    expect(stored(againPublic!)).toBe(true);
    expect(stored(privateKey!)).toBe(false);
    const [row] = await kit.db
      .select({ isPremium: properties.isPremium })
      .from(properties)
      .where(eq(properties.id, saved.id));
    expect(row?.isPremium).toBe(false);
    expect(fs.readFileSync(path.join(kit.uploadsDir, againPublic!), 'latin1')).toContain(
      'Floor plan of the home',
    );
  });

  it('stores documents added to a premium listing under the private folder', async () => {
    const owner = await kit.lister();
    const saved = await kit.postListing(owner, { is_premium: '1' });
    const response = await kit.update(owner.token, { id: String(saved.id) }, [
      documentFile('added.pdf'),
    ]);
    expect(response.status).toBe(200);
    const keys = await documentKeys(saved.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^private/listings/${saved.id}/`));
    expect(stored(keys[0]!)).toBe(true);
  });
});
