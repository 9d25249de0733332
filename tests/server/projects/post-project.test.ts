import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '@/server/db/schema';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { photo } from '../../support/listing-test-kit';
import { pngImage } from '../../support/test-images';
import {
  planPdf,
  projectDocument,
  requiredProjectFields,
  setUpProjectTestKit,
} from '../../support/project-test-kit';

const kit = setUpProjectTestKit();

/** Every file under the uploads folder, staging included (relative paths). */
const uploadedFiles = (): string[] =>
  fs.existsSync(kit.uploadsDir)
    ? fs
        .readdirSync(kit.uploadsDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(kit.uploadsDir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];
const projectFilesBefore = (ids: readonly number[]): string[] =>
  ids.flatMap((id) => kit.projectFilesOf(id)).sort();

describe('post_project: a new project', () => {
  it('creates a pending project with its plans in order, gallery, documents and price range (201)', async () => {
    const owner = await kit.lister();
    const categoryId = await kit.projectCategory();
    const response = await kit.postProject(
      owner.token,
      kit.projectFields(categoryId, {
        min_price: '350000',
        max_price: '1200000.50',
        completion_date: '2028-06-30',
        video_link: 'https://video.example.com/harbour',
        meta_keywords: 'lisbon,  new homes , ,harbour',
        userid: '999999',
        plans: JSON.stringify([
          { title: 'Two-bedroom flat', document: 1 },
          { title: 'Penthouse', document: 0 },
        ]),
      }),
      [
        await photo('image'),
        await photo('gallery_images[]', 500, 400, 'court.png'),
        await photo('gallery_images[]', 500, 400, 'lobby.png'),
        planPdf('penthouse.pdf'),
        await photo('plan_documents', 800, 600, 'two-bed.png'),
        projectDocument('../Brochure.pdf'),
      ],
    );
    expect(response.status).toBe(201);
    const saved = dataOf(response);
    expect(saved).toEqual({
      id: expect.any(Number),
      slug_id: 'harbour-view-residences',
      review_status: 'pending',
      rejection_reason: null,
      changes_in_review: false,
    });
    const { row, plans, documents, images } = await kit.projectSnapshot(saved.id);
    expect(row).toMatchObject({
      ownerId: owner.id,
      categoryId,
      type: 'under_construction',
      minPrice: '350000.00',
      maxPrice: '1200000.50',
      completionDate: '2028-06-30',
      metaKeywords: 'lisbon, new homes, harbour',
      reviewStatus: 'pending',
      publishedAt: null,
    });
    expect(row?.image).toMatch(new RegExp(`^projects/${saved.id}/`));
    expect(plans.map((plan) => [plan.title, plan.kind, plan.position])).toEqual([
      ['Two-bedroom flat', 'image', 0],
      ['Penthouse', 'pdf', 1],
    ]);
    expect(documents.map((document) => document.name)).toEqual(['Brochure.pdf']);
    expect(images).toHaveLength(2);
    // main image and 2 gallery photos and 1 photo plan (2 variants each), a PDF plan, a document
    expect(kit.projectFilesOf(saved.id)).toHaveLength(10);
  });

  it('takes the owner from the session, never from the body', async () => {
    const owner = await kit.lister();
    const other = await kit.lister();
    const saved = await kit.newProject(owner, {
      userid: String(other.id),
      owner_id: String(other.id),
    });
    const [row] = await kit.db.select().from(projects).where(eq(projects.id, saved.id));
    expect(row?.ownerId).toBe(owner.id);
  });

  it('answers every missing required field as a field error (422)', async () => {
    const owner = await kit.lister();
    const response = await kit.postProject(owner.token, {}, [await photo('image')]);
    expect(response.status).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {}).sort()).toEqual(
      [...requiredProjectFields].sort(),
    );
  });

  it.each([
    ['type', { type: 'finished' }],
    ['max_price', { min_price: '500000', max_price: '400000' }],
    ['min_price', { min_price: '-1' }],
    ['min_price', { min_price: '0' }],
    ['max_price', { min_price: '', max_price: '0.00' }],
    ['completion_date', { completion_date: '2027-02-30' }],
    ['video_link', { video_link: 'javascript:alert(1)' }],
    ['meta_description', { meta_description: 'Too short' }],
    ['slug_id', { slug_id: 'Not A Slug' }],
    ['plans[0].title', { plans: JSON.stringify([{ title: '', document: 0 }]) }],
    ['plans', { plans: JSON.stringify([{ title: 'Level 2' }]) }],
    ['plans', { plans: 'not json' }],
  ])('refuses a bad %s with a field error', async (field, overrides) => {
    const owner = await kit.lister();
    const categoryId = await kit.projectCategory();
    const response = await kit.postProject(owner.token, kit.projectFields(categoryId, overrides), [
      await photo('image'),
      planPdf(),
    ]);
    expect(response.status).toBe(422);
    expect(Object.keys(failureOf(response).errors ?? {})).toContain(field);
  });

  it('asks for the current floor plan before another: a plan without its file is refused', async () => {
    const owner = await kit.lister();
    const categoryId = await kit.projectCategory();
    const response = await kit.postProject(
      owner.token,
      kit.projectFields(categoryId, {
        plans: JSON.stringify([{ title: 'Level 1', document: 0 }, { title: 'Level 2' }]),
      }),
      [await photo('image'), planPdf()],
    );
    expect(response.status).toBe(422);
    expect(failureOf(response).errors?.plans).toMatch(/before adding another/);
  });

  it('refuses a project without its main photo, a plan file without its plan, an unknown category', async () => {
    const owner = await kit.lister();
    const categoryId = await kit.projectCategory();
    const noImage = await kit.postProject(owner.token, kit.projectFields(categoryId), []);
    expect(failureOf(noImage).errors).toHaveProperty('image');
    const strayFile = await kit.postProject(owner.token, kit.projectFields(categoryId), [
      await photo('image'),
      planPdf(),
    ]);
    expect(failureOf(strayFile).errors).toHaveProperty('plan_documents');
    const unknownCategory = await kit.postProject(owner.token, kit.projectFields(999_999), [
      await photo('image'),
    ]);
    expect(failureOf(unknownCategory).errors).toHaveProperty('category_id');
  });

  it('leaves no rows and no files behind when a post fails', async () => {
    const owner = await kit.lister();
    const categoryId = await kit.projectCategory();
    const before = await kit.db.select({ id: projects.id }).from(projects);
    const filesBefore = kit.allListingFiles();
    const response = await kit.postProject(
      owner.token,
      kit.projectFields(categoryId, { plans: JSON.stringify([{ title: 'Level 1', document: 0 }]) }),
      [await photo('image'), await photo('gallery_images', 60, 60), planPdf()],
    );
    expect(response.status).toBe(422);
    expect(await kit.db.select({ id: projects.id }).from(projects)).toEqual(before);
    expect(kit.allListingFiles()).toEqual(filesBefore);
    expect(kit.projectFilesOf(before.length + 1)).toEqual([]);
  });

  it('removes the files it stored when a later file turns out broken, and writes no rows', async () => {
    const owner = await kit.lister();
    const categoryId = await kit.projectCategory();
    const before = await kit.db.select({ id: projects.id }).from(projects);
    const whole = await pngImage(400, 300);
    const response = await kit.postProject(
      owner.token,
      kit.projectFields(categoryId, { plans: JSON.stringify([{ title: 'Level 1', document: 0 }]) }),
      [
        await photo('image'),
        await photo('gallery_images'),
        {
          field: 'plan_documents',
          filename: 'cut.png',
          bytes: whole.subarray(0, Math.floor(whole.length / 2)),
          type: 'image/png',
        },
      ],
    );
    expect(response.status).toBe(422);
    expect(failureOf(response).errors).toHaveProperty('plan_documents');
    expect(await kit.db.select({ id: projects.id }).from(projects)).toEqual(before);
    expect(uploadedFiles().filter((file) => file.startsWith('projects/'))).toEqual(
      projectFilesBefore(before.map((row) => row.id)),
    );
    expect(uploadedFiles().filter((file) => file.startsWith('.staging'))).toEqual([]);
  });

  it('makes slugs unique from the title and refuses a chosen slug that is taken (409)', async () => {
    const owner = await kit.lister();
    const first = await kit.newProject(owner, { title: 'Canal Gardens' });
    const second = await kit.newProject(owner, { title: 'Canal Gardens' });
    expect([first.slug_id, second.slug_id]).toEqual(['canal-gardens', 'canal-gardens-2']);
    const categoryId = await kit.projectCategory();
    const taken = await kit.postProject(
      owner.token,
      kit.projectFields(categoryId, { slug_id: 'canal-gardens' }),
      [await photo('image')],
    );
    expect(taken.status).toBe(409);
    expect(failureOf(taken).errors).toHaveProperty('slug_id');
  });

  it('holds a user with an incomplete profile back (403 profile_incomplete)', async () => {
    const user = await kit.lister({ profileImage: null });
    const categoryId = await kit.projectCategory();
    const response = await kit.postProject(user.token, kit.projectFields(categoryId), [
      await photo('image'),
    ]);
    expect(response.status).toBe(403);
    expect(failureOf(response).code).toBe('profile_incomplete');
  });

  it('approves the admin’s own project at once', async () => {
    const admin = await kit.admin();
    const saved = await kit.newProject(admin);
    expect(saved.review_status).toBe('approved');
    const { row } = await kit.projectSnapshot(saved.id);
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });
});
