import { asc } from 'drizzle-orm';
import type { ProjectSavedDto } from '@/contracts/dto/project-dto';
import type { Database } from '@/server/db/database';
import { projectDocuments, projectImages, projectPlans, projects } from '@/server/db/schema';
import { dataOf, type UploadFile } from './accounts-test-kit';
import { insertCategory } from './factories';
import {
  createdOrThrow,
  formFields,
  pdfBytes,
  photo,
  rowsAbout,
  setUpListingTestKit,
  type Lister,
  type ListingTestKit,
  type PostValid,
  type SendForm,
  type Snapshot,
} from './listing-test-kit';

let counter = 0;

export interface ProjectTestKit extends ListingTestKit {
  /** A category for projects. */
  projectCategory(): Promise<number>;
  /** Every field a new project needs, as multipart text. */
  projectFields(categoryId: number, overrides?: Record<string, string>): Record<string, string>;
  postProject: SendForm<ProjectSavedDto>;
  /** A valid new project (main image, one plan) by this user; answers its saved DTO. */
  newProject: PostValid<ProjectSavedDto>;
  /**
   * A project by this user with two plans (`plan`, a PDF, then an image) and the `more` files
   * (gallery photos, documents), approved by an admin; answers it and that admin.
   */
  /** The admin approves the project's edit under review (admin/review-project-changes). */
  approveChanges(admin: Lister, projectId: number): Promise<void>;
  approvedProject(
    lister: Lister,
    files: { plan?: UploadFile; more: UploadFile[] },
  ): Promise<{ saved: ProjectSavedDto; admin: Lister }>;
  /** Files stored under projects/<id>/ (relative to the uploads dir), sorted. */
  projectFilesOf(projectId: number): string[];
  projectSnapshot(projectId: number): Promise<ProjectSnapshot>;
}

export type ProjectSnapshot = Snapshot<
  typeof projects,
  { plans: typeof projectPlans; documents: typeof projectDocuments; images: typeof projectImages }
>;

/** The fields a new project cannot go without, sorted: a 422 names each one missing. */
export const requiredProjectFields: readonly string[] = [
  'category_id',
  'city',
  'country',
  'description',
  'latitude',
  'location',
  'longitude',
  'state',
  'title',
  'type',
];

/** A floor-plan file part: a PDF, or a photo with `photo('plan_documents')`. */
export const planPdf = (filename = 'level-1.pdf'): UploadFile => ({
  field: 'plan_documents',
  filename,
  bytes: pdfBytes('Level plan'),
  type: 'application/pdf',
});

export const projectDocument = (filename = 'brochure.pdf'): UploadFile => ({
  field: 'documents',
  filename,
  bytes: pdfBytes('Brochure'),
  type: 'application/pdf',
});

/** Inserts a project row directly (approved and active unless `values` say otherwise). */
export async function insertProject(
  db: Database,
  owner: { id: number },
  categoryId: number,
  values: Partial<typeof projects.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await db
    .insert(projects)
    .values({
      slugId: `project-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      ownerId: owner.id,
      categoryId,
      title: `Project ${counter}`,
      description: 'Forty homes around a garden court.',
      type: 'under_construction',
      location: `${counter} Harbour Road, Lisbon, Portugal`,
      city: 'Lisbon',
      state: 'Lisbon District',
      country: 'Portugal',
      latitude: 38.71,
      longitude: -9.14,
      reviewStatus: 'approved',
      isActive: true,
      ...values,
    })
    .returning();
  return row!;
}

/** The listing kit plus project helpers. */
export function setUpProjectTestKit(env: Record<string, string> = {}): ProjectTestKit {
  const kit = setUpListingTestKit(env) as ProjectTestKit;
  const more: Omit<ProjectTestKit, keyof ListingTestKit> = {
    async projectCategory() {
      return (await insertCategory(kit.db)).id;
    },
    projectFields(categoryId, overrides = {}) {
      return formFields(
        {
          title: 'Harbour View Residences',
          description: 'Forty homes around a garden court, a short walk from the river.',
          category_id: String(categoryId),
          type: 'under_construction',
          location: 'Rua do Porto 12, 1200-001 Lisbon, Portugal',
        },
        overrides,
      );
    },
    postProject: (token, fields, files = []) =>
      kit.upload<ProjectSavedDto>('post_project', { token, fields, files }),
    async newProject(lister, overrides = {}, files) {
      const fields = kit.projectFields(await kit.projectCategory(), {
        plans: JSON.stringify([{ title: 'Level 1', document: 0 }]),
        ...overrides,
      });
      const response = await kit.postProject(
        lister.token,
        fields,
        files ?? [await photo('image'), planPdf()],
      );
      return createdOrThrow('post_project', response);
    },
    async approveChanges(admin, projectId) {
      dataOf(
        await kit.call('POST', 'admin/review-project-changes', {
          token: admin.token,
          json: { project_id: projectId, decision: 'approved' },
        }),
      );
    },
    async approvedProject(lister, files) {
      const admin = await kit.admin();
      const saved = await kit.newProject(
        lister,
        {
          plans: JSON.stringify([
            { title: 'Level 1', document: 0 },
            { title: 'Level 2', document: 1 },
          ]),
        },
        [
          await photo('image'),
          files.plan ?? planPdf(),
          await photo('plan_documents', 400, 300, 'two.png'),
          ...files.more,
        ],
      );
      dataOf(
        await kit.call('POST', 'admin/review-project', {
          token: admin.token,
          json: { project_id: saved.id, decision: 'approved' },
        }),
      );
      return { saved, admin };
    },
    projectFilesOf: (projectId) => kit.storedFiles('projects', projectId),
    async projectSnapshot(projectId) {
      const rowsOf = rowsAbout(kit.db, projectId);
      return {
        row: (await rowsOf(projects, projects.id))[0] ?? null,
        plans: await rowsOf(
          projectPlans,
          projectPlans.projectId,
          asc(projectPlans.position),
          asc(projectPlans.id),
        ),
        documents: await rowsOf(
          projectDocuments,
          projectDocuments.listingId,
          asc(projectDocuments.id),
        ),
        images: await rowsOf(
          projectImages,
          projectImages.listingId,
          asc(projectImages.sequence),
          asc(projectImages.id),
        ),
      };
    },
  };
  return Object.defineProperties(kit, Object.getOwnPropertyDescriptors(more));
}
