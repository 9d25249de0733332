import { describe, expect, it } from 'vitest';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { photo } from '../../support/listing-test-kit';
import { planPdf, projectDocument, setUpProjectTestKit } from '../../support/project-test-kit';

const kit = setUpProjectTestKit();

/** A project with two plans, two photos and two documents, approved by the admin. */
async function fullProject() {
  const owner = await kit.lister();
  const { saved, admin } = await kit.approvedProject(owner, {
    plan: planPdf('one.pdf'),
    more: [
      await photo('gallery_images', 400, 300, 'a.png'),
      await photo('gallery_images', 400, 300, 'b.png'),
      projectDocument('a.pdf'),
      projectDocument('b.pdf'),
    ],
  });
  return { owner, admin, saved, before: await kit.projectSnapshot(saved.id) };
}

describe('post_project with id: an edit', () => {
  it('keeps an approved project public while its edit waits; the price range applies at once', async () => {
    const { owner, admin, saved, before } = await fullProject();
    expect(before.row?.reviewStatus).toBe('approved');
    const response = await kit.postProject(owner.token, {
      id: String(saved.id),
      title: 'Harbour View, phase two',
      max_price: '900000',
    });
    expect(dataOf(response)).toEqual({
      id: saved.id,
      slug_id: saved.slug_id,
      review_status: 'approved',
      rejection_reason: null,
      changes_in_review: true,
    });
    const waiting = await kit.projectSnapshot(saved.id);
    expect(waiting.row).toMatchObject({
      title: before.row?.title,
      maxPrice: '900000.00',
      reviewStatus: 'approved',
    });
    await kit.approveChanges(admin, saved.id);
    const { row } = await kit.projectSnapshot(saved.id);
    expect(row).toMatchObject({
      title: 'Harbour View, phase two',
      maxPrice: '900000.00',
      city: before.row?.city,
      reviewStatus: 'approved',
    });
    expect(row?.publishedAt).toEqual(before.row?.publishedAt);
  });

  it('removes plans, documents and gallery photos and their stored files once approved', async () => {
    const { owner, admin, saved, before } = await fullProject();
    const [plan] = before.plans;
    const [document] = before.documents;
    const [image] = before.images;
    const filesBefore = kit.projectFilesOf(saved.id);
    const response = await kit.postProject(owner.token, {
      id: String(saved.id),
      remove_plans: String(plan!.id),
      remove_documents: String(document!.id),
      remove_gallery_images: String(image!.id),
    });
    expect(dataOf(response).changes_in_review).toBe(true);
    expect(kit.projectFilesOf(saved.id)).toEqual(filesBefore);
    await kit.approveChanges(admin, saved.id);
    const after = await kit.projectSnapshot(saved.id);
    expect(after.plans.map((row) => row.title)).toEqual(['Level 2']);
    expect(after.plans[0]?.position).toBe(0);
    expect(after.documents).toHaveLength(1);
    expect(after.images).toHaveLength(1);
    const filesAfter = kit.projectFilesOf(saved.id);
    // a PDF plan, a document and a photo with its two variants are gone
    expect(filesBefore.length - filesAfter.length).toBe(4);
    expect(filesAfter.some((file) => file.startsWith(image!.image))).toBe(false);
    expect(filesAfter).not.toContain(document!.file);
    expect(filesAfter).not.toContain(plan!.document);
  });

  it('renames and reorders plans, adds one, and replaces a plan’s file once approved', async () => {
    const { owner, admin, saved, before } = await fullProject();
    const [first, second] = before.plans;
    const response = await kit.postProject(
      owner.token,
      {
        id: String(saved.id),
        plans: JSON.stringify([
          { id: second!.id, title: 'Upper floor', document: 1 },
          { title: 'Roof terrace', document: 0 },
          { id: first!.id, title: 'Ground floor' },
        ]),
      },
      [planPdf('roof.pdf'), planPdf('upper.pdf')],
    );
    expect(dataOf(response).changes_in_review).toBe(true);
    expect((await kit.projectSnapshot(saved.id)).plans).toEqual(before.plans);
    await kit.approveChanges(admin, saved.id);
    const after = await kit.projectSnapshot(saved.id);
    expect(after.plans.map((row) => [row.id === second!.id, row.title, row.kind])).toEqual([
      [true, 'Upper floor', 'pdf'],
      [false, 'Roof terrace', 'pdf'],
      [false, 'Ground floor', 'pdf'],
    ]);
    expect(after.plans[2]?.id).toBe(first!.id);
    expect(after.plans[2]?.document).toBe(first!.document);
    // the replaced photo plan's files are removed
    expect(kit.projectFilesOf(saved.id).some((file) => file.startsWith(second!.document))).toBe(
      false,
    );
  });

  it('refuses plans, documents and photos of another project (422) and changes nothing', async () => {
    const { owner, saved, before } = await fullProject();
    const other = await fullProject();
    const response = await kit.postProject(owner.token, {
      id: String(saved.id),
      title: 'Changed',
      remove_plans: String(other.before.plans[0]!.id),
      remove_documents: String(other.before.documents[0]!.id),
      remove_gallery_images: String(other.before.images[0]!.id),
    });
    expect(response.status).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {}).sort()).toEqual([
      'remove_documents',
      'remove_gallery_images',
      'remove_plans',
    ]);
    expect(await kit.projectSnapshot(saved.id)).toEqual(before);
  });

  it('lets only the owner or an admin edit: 403 for another user, 404 for no project', async () => {
    const { saved, admin } = await fullProject();
    const stranger = await kit.lister();
    const refused = await kit.postProject(stranger.token, { id: String(saved.id), title: 'Mine' });
    expect(refused.status).toBe(403);
    expect(failureOf(refused).code).toBe('forbidden');
    const missing = await kit.postProject(stranger.token, { id: '999999', title: 'Mine' });
    expect(missing.status).toBe(404);
    const byAdmin = await kit.postProject(admin.token, { id: String(saved.id), title: 'Fixed' });
    expect(dataOf(byAdmin).review_status).toBe('approved');
  });

  it('keeps the web address of a published project', async () => {
    const { owner, saved } = await fullProject();
    const response = await kit.postProject(owner.token, {
      id: String(saved.id),
      slug_id: 'a-new-address',
    });
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toHaveProperty('slug_id');
  });

  it('does not let an edit empty a required field', async () => {
    const { owner, saved } = await fullProject();
    const response = await kit.postProject(owner.token, { id: String(saved.id), title: '' });
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toHaveProperty('title');
  });
});
