import type { Database } from '../database';
import { projectDocuments, projectImages, projectPlans, projects } from '../schema';
import type { MediaStorage } from '../../storage/media-storage';
import { storeFile } from '../../storage/store-file';
import type { CatalogueIds } from './demo-catalogue';
import { brochurePdf, floorPlanSvg } from './demo-project-artwork';
import { demoProjects, type DemoProject } from './demo-project-list';
import { demoCities } from './demo-places';
import { encodeVariants, storeEncodedPhoto, type PhotoKind, type PhotoPool } from './demo-photos';
import { createRandom } from './random';

/** The stored files of one demo project. */
export interface ProjectMedia {
  image: string;
  gallery: string[];
  plans: string[];
  brochure: string;
}

const insideKinds: Record<DemoProject['category'], PhotoKind[]> = {
  apartment: ['living', 'bedroom', 'kitchen'],
  house: ['living', 'bedroom', 'kitchen'],
  villa: ['living', 'bedroom', 'kitchen'],
  penthouse: ['living', 'bedroom', 'kitchen'],
  townhouse: ['living', 'bedroom', 'kitchen'],
  studio: ['living', 'bedroom'],
  office: ['office', 'hall'],
  shop: ['hall', 'office'],
  land: [],
  warehouse: ['hall'],
};

const poolIndexes = (pool: PhotoPool, kinds: readonly PhotoKind[]): number[] =>
  pool.flatMap((photo, index) => (kinds.includes(photo.kind) ? [index] : []));

/**
 * Stores each demo project's pictures under `projects/`: a main photo and 3–4 gallery photos
 * from the demo photo pool, its floor plans (drawn) and a PDF brochure.
 */
export async function storeProjectMedia(
  storage: MediaStorage,
  pool: PhotoPool,
): Promise<ProjectMedia[]> {
  const random = createRandom(31);
  const media: ProjectMedia[] = [];
  for (const project of demoProjects) {
    const outside = poolIndexes(pool, [project.outside]);
    const main = random.pick(outside);
    // Inside views first, then other views of the outside when the pool has few inside ones.
    const more = [
      ...random.shuffle(poolIndexes(pool, insideKinds[project.category])),
      ...random.shuffle(outside.filter((index) => index !== main)),
    ];
    const chosen = [main, ...more.slice(0, random.int(3, 4))];
    const photos: string[] = [];
    for (const index of chosen) {
      const photo = pool[index];
      if (!photo) throw new Error(`No pool photo ${index}`);
      photos.push(await storeEncodedPhoto(storage, photo, 'projects'));
    }
    const plans: string[] = [];
    for (const plan of project.plans) {
      const encoded = await encodeVariants(floorPlanSvg(plan.title, plan.rooms, random));
      plans.push(await storeEncodedPhoto(storage, encoded, 'projects'));
    }
    const brochure = await storeFile(
      storage,
      brochurePdf(project.title, [
        project.location,
        project.description,
        `Prices from USD ${Number(project.minPrice).toLocaleString('en-US')} to USD ${Number(project.maxPrice).toLocaleString('en-US')}.`,
        `Floor plans: ${project.plans.map((plan) => plan.title).join('; ')}.`,
      ]),
      'projects',
      'pdf',
    );
    media.push({ image: photos[0] ?? '', gallery: photos.slice(1), plans, brochure });
  }
  return media;
}

/** The handover day, `months` from `now` (the last day of that month). */
function completionDay(now: Date, months: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 0));
  return day.toISOString().slice(0, 10);
}

/** Inserts the demo projects, approved and public, with their photos, plans and brochures. */
export async function insertProjects(
  tx: Database,
  media: readonly ProjectMedia[],
  ids: { catalogue: CatalogueIds; users: ReadonlyMap<string, number> },
  now: Date,
): Promise<{ projects: number; plans: number; images: number; documents: number }> {
  const counts = { projects: 0, plans: 0, images: 0, documents: 0 };
  for (const [index, project] of demoProjects.entries()) {
    const files = media[index];
    const city = demoCities.find((candidate) => candidate.city === project.city);
    const ownerId = ids.users.get(project.developerSlug);
    if (!files || !city || !ownerId) throw new Error(`Demo project ${project.slug} is incomplete`);
    const listedAt = new Date(now.getTime() - project.ageDays * 86_400_000);
    const [row] = await tx
      .insert(projects)
      .values({
        slugId: project.slug,
        ownerId,
        categoryId: ids.catalogue.categories[project.category],
        title: project.title,
        description: project.description,
        type: project.type,
        location: project.location,
        city: city.city,
        state: city.state,
        country: city.country,
        latitude: Number((city.latitude + project.offset[0]).toFixed(6)),
        longitude: Number((city.longitude + project.offset[1]).toFixed(6)),
        minPrice: project.minPrice,
        maxPrice: project.maxPrice,
        completionDate: completionDay(now, project.completionInMonths),
        image: files.image,
        metaTitle: `${project.title} – new homes in ${city.city}`,
        metaKeywords: `${city.city}, new development, ${project.category}, off-plan`,
        reviewStatus: 'approved',
        isActive: true,
        publishedAt: listedAt,
        createdAt: listedAt,
        updatedAt: listedAt,
      })
      .returning({ id: projects.id });
    const projectId = row!.id;
    await tx.insert(projectImages).values(
      files.gallery.map((image, sequence) => ({
        listingId: projectId,
        image,
        sequence: sequence + 1,
      })),
    );
    await tx.insert(projectPlans).values(
      project.plans.map((plan, position) => ({
        projectId,
        title: plan.title,
        document: files.plans[position] ?? '',
        kind: 'image' as const,
        position,
      })),
    );
    await tx.insert(projectDocuments).values({
      listingId: projectId,
      file: files.brochure,
      name: `${project.title} brochure.pdf`,
    });
    counts.projects += 1;
    counts.plans += project.plans.length;
    counts.images += files.gallery.length;
    counts.documents += 1;
  }
  return counts;
}
