import type { ProjectSavedDto } from '@/contracts/dto/project-dto';
import { moderationKeys } from '@/contracts/query-keys/moderation-keys';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import type { Upload } from '../listing-form/save-listing';

/** The text fields of post_project (spec §3 "Project" plus the price range and completion). */
export interface ProjectRequestFields {
  title: string;
  description: string;
  category_id: string;
  type: string;
  /** The formatted address. */
  location: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
  min_price: string;
  max_price: string;
  completion_date: string;
  video_link: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  slug_id: string;
}

/**
 * A floor plan as sent, in the order shown: `id` for a plan the project has, `document` the
 * index of its new file among `plan_documents` (required for a new plan).
 */
export interface PlanPayload {
  id?: number;
  title: string;
  document?: number;
}

/** New files to send; an edit sends only the files that changed. */
export interface ProjectFiles {
  image: File | null;
  meta_image: File | null;
  gallery_images: readonly File[];
  documents: readonly File[];
  /** The plans' new files; each plan's `document` is an index in this list. */
  plan_documents: readonly File[];
}

/** What an edit removes from the saved project. */
export interface ProjectRemovals {
  remove_plans: readonly number[];
  remove_documents: readonly number[];
  remove_gallery_images: readonly number[];
}

export interface SaveProjectInput {
  /** The project to edit; null to post a new one. */
  id: number | null;
  fields: ProjectRequestFields;
  plans: readonly PlanPayload[];
  files: ProjectFiles;
  removals: ProjectRemovals;
}

/**
 * The multipart body of post_project: every text field under its spec name, `plans` as one
 * JSON field, the files (several parts per list field), and for an edit the `id` with the
 * comma-separated ids to remove.
 */
export function buildProjectFormData(input: SaveProjectInput): FormData {
  const form = new FormData();
  if (input.id !== null) form.append('id', String(input.id));
  for (const [name, value] of Object.entries(input.fields)) form.append(name, value.trim());
  form.append('plans', JSON.stringify(input.plans));
  const { files } = input;
  if (files.image) form.append('image', files.image, files.image.name);
  if (files.meta_image) form.append('meta_image', files.meta_image, files.meta_image.name);
  for (const file of files.gallery_images) form.append('gallery_images', file, file.name);
  for (const file of files.documents) form.append('documents', file, file.name);
  for (const file of files.plan_documents) form.append('plan_documents', file, file.name);
  if (input.id !== null) {
    for (const [name, ids] of Object.entries(input.removals)) {
      if (ids.length > 0) form.append(name, ids.join(','));
    }
  }
  return form;
}

/**
 * POST `post_project` (create without id, edit with it), multipart, with upload progress. Then
 * the owner's lists (with the changes under review of an edit), the review queue and the public
 * project pages (a price change applies at once) are fetched again.
 */
export const saveProject = defineMutation('POST', 'post_project', {
  body: ({ input }: Upload<SaveProjectInput>) => buildProjectFormData(input),
  uploadProgress: ({ onProgress }) => onProgress,
  answer: dataOf<ProjectSavedDto>,
  invalidateOnSuccess: [ownerProjectKeys.all, moderationKeys.all, projectKeys.all],
});

export const useSaveProject = saveProject.use;
