import { beforeAll, describe, expect, it } from 'vitest';
import type { MortgageDto } from '@/contracts/dto/mortgage-dto';
import { propertyDocuments } from '@/server/db/schema';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { insertCategory, insertProperty } from '../../support/factories';
import type { Lister } from '../../support/listing-test-kit';
import { photo, propertyDetailAs } from '../../support/listing-test-kit';
import { buyPackage, insertPackage, type TestPackage } from '../../support/package-test-kit';
import { insertProject, setUpProjectTestKit } from '../../support/project-test-kit';

const kit = setUpProjectTestKit();

let basic: TestPackage;
let premium: TestPackage;

beforeAll(async () => {
  await insertPackage(kit.db, {
    name: 'Free Starter',
    sequence: 1,
    features: { property_list: 3, project_list: 1 },
  });
  basic = await insertPackage(kit.db, {
    name: 'Basic',
    price: '19.00',
    sequence: 2,
    features: { property_list: 5, mortgage_calculator_detail: null },
  });
  premium = await insertPackage(kit.db, {
    name: 'Premium',
    price: '49.00',
    sequence: 3,
    features: { premium_properties: null, project_access: null },
  });
});

const loan = {
  loan_amount: 300_000,
  down_payment: 0,
  interest_rate: 6,
  loan_term_years: 30,
  show_all_details: 1,
};

async function calculate(lister: Lister | null) {
  return dataOf(
    await kit.call<MortgageDto>('GET', 'mortgage-calculator', {
      query: loan,
      ...(lister ? { token: lister.token } : {}),
    }),
  );
}

describe('the mortgage calculator detail', () => {
  it('withholds the schedule from visitors and from users whose packages lack the feature', async () => {
    for (const viewer of [null, await kit.lister()]) {
      const result = await calculate(viewer);
      expect(result.yearly_schedule).toBeNull();
      expect(result.details_locked).toBe(true);
      expect(result.monthly_payment).toBe('1798.65');
    }
  });

  it('gives the schedule to a user holding the feature, and to the admin', async () => {
    const lister = await kit.lister();
    await buyPackage(kit.db, lister.id, basic.id);
    for (const viewer of [lister, await kit.admin()]) {
      const result = await calculate(viewer);
      expect(result.yearly_schedule).toHaveLength(30);
      expect(result.details_locked).toBe(false);
    }
  });
});

describe('project access', () => {
  it("opens someone else's project's plans, documents and contact only with the feature", async () => {
    const owner = await kit.lister();
    const category = await kit.projectCategory();
    const project = await insertProject(kit.db, owner, category);
    const ask = (viewer: Lister) =>
      kit.call('GET', 'get-project-gated-detail', {
        token: viewer.token,
        query: { id: String(project.id) },
      });
    const stranger = await kit.lister();
    const refused = await ask(stranger);
    expect(refused.status).toBe(403);
    expect(failureOf(refused)).toMatchObject({
      code: 'package_not_available',
      message: 'Project Access Not Available',
    });
    await buyPackage(kit.db, stranger.id, premium.id);
    expect((await ask(stranger)).status).toBe(200);
    expect((await ask(owner)).status).toBe(200);
  });

  it('uses the project list limit when a project is posted', async () => {
    const owner = await kit.lister();
    await kit.newProject(owner);
    const category = await kit.projectCategory();
    const refused = await kit.postProject(owner.token, kit.projectFields(category), [
      await photo('image'),
    ]);
    expect(refused.status).toBe(403);
    expect(failureOf(refused)).toMatchObject({
      code: 'package_limit_reached',
      message: 'Project List Limit',
    });
  });
});

describe('premium properties', () => {
  async function premiumListing() {
    const owner = await kit.lister();
    const category = await insertCategory(kit.db);
    const listing = await insertProperty(kit.db, owner, category, { isPremium: true });
    await kit.db
      .insert(propertyDocuments)
      .values({ listingId: listing.id, file: 'documents/deed.pdf', name: 'Title deed' });
    return { owner, listing };
  }

  const detail = (id: number, viewer: Lister | null) => propertyDetailAs(kit, id, viewer);

  it("keeps a premium listing's contact details and documents from viewers without the feature", async () => {
    const { listing } = await premiumListing();
    for (const viewer of [null, await kit.lister()]) {
      const item = await detail(listing.id, viewer);
      expect(item.premium_locked).toBe(true);
      expect(item.documents).toEqual([]);
      expect(item.owner).toMatchObject({ mobile: null, email: null });
    }
  });

  it('opens them to a viewer holding the feature, and to the owner', async () => {
    const { owner, listing } = await premiumListing();
    const member = await kit.lister();
    await buyPackage(kit.db, member.id, premium.id);
    for (const viewer of [member, owner]) {
      const item = await detail(listing.id, viewer);
      expect(item.premium_locked).toBe(false);
      expect(item.documents.map((document) => document.name)).toEqual(['Title deed']);
      expect(item.owner.mobile).toMatch(/^\+1555/);
    }
  });

  it('leaves an ordinary listing as it was: contact details for any signed-in viewer', async () => {
    const owner = await kit.lister();
    const listing = await insertProperty(kit.db, owner, await insertCategory(kit.db));
    const item = await detail(listing.id, await kit.lister());
    expect(item.premium_locked).toBe(false);
    expect(item.owner.mobile).toMatch(/^\+1555/);
  });
});
