import type { PlanPayload, SaveProjectInput } from '@/api/owner-projects/save-project';
import type { EditableProject } from '@/api/owner-projects/get-editable-project';
import type { ProjectType } from '@/contracts/dto/project-dto';
import { emptySharedValues, type ChosenFile, type SharedFormValues } from './listing-form-values';

/** One floor plan in the form: a saved one (`id`) or a new one, with its title and file. */
export interface FloorPlanValue {
  /** Stable within the form, for React keys. */
  key: string;
  /** The saved plan's id; null for a new plan. */
  id: number | null;
  title: string;
  /** A newly chosen image or PDF (replaces the saved file of a saved plan). */
  file: ChosenFile | null;
  /** The saved plan's file. */
  saved: { url: string; kind: 'image' | 'pdf' } | null;
}

/**
 * The project form's values. The parts it shares with the property form (location, media, SEO)
 * keep the property form's names, so their steps serve both: `address` is sent as the
 * project's `location`, `title_image` as its main `image`.
 */
export interface ProjectFormValues extends SharedFormValues {
  type: '' | ProjectType;
  min_price: string;
  max_price: string;
  completion_date: string;
  plans: FloorPlanValue[];
  removed_plans: number[];
}

let planCount = 0;

/** A new, empty floor plan. */
export function newFloorPlan(): FloorPlanValue {
  planCount += 1;
  return { key: `plan-${planCount}`, id: null, title: '', file: null, saved: null };
}

/** Whether a plan has what it needs: a title and a file (new or saved). */
export function isPlanFilled(plan: FloorPlanValue): boolean {
  return plan.title.trim() !== '' && (plan.file !== null || plan.saved !== null);
}

export function emptyProjectValues(): ProjectFormValues {
  return {
    ...emptySharedValues(),
    type: '',
    min_price: '',
    max_price: '',
    completion_date: '',
    plans: [],
    removed_plans: [],
  };
}

/** The edit form starts from the saved project. */
export function projectValuesOf({ detail, files }: EditableProject): ProjectFormValues {
  return {
    ...emptyProjectValues(),
    title: detail.title,
    description: detail.description,
    category_id: detail.category ? String(detail.category.id) : '',
    type: detail.type,
    min_price: detail.min_price ?? '',
    max_price: detail.max_price ?? '',
    completion_date: detail.completion_date?.slice(0, 10) ?? '',
    video_link: detail.video_link ?? '',
    city: detail.city,
    state: detail.state,
    country: detail.country,
    address: detail.location,
    latitude: String(detail.latitude),
    longitude: String(detail.longitude),
    plans: [...files.plans]
      .sort((a, b) => a.position - b.position)
      .map((plan) => ({
        key: `saved-plan-${plan.id}`,
        id: plan.id,
        title: plan.title,
        file: null,
        saved: { url: plan.image_card ?? plan.file, kind: plan.kind },
      })),
    saved_title_image: detail.image_card ?? detail.image,
    saved_gallery: detail.gallery.map((photo) => ({ id: photo.id, url: photo.image_card })),
    saved_documents: files.documents.map((document) => ({
      id: document.id,
      name: document.name,
      url: document.file,
    })),
    saved_meta_image: detail.meta_image,
    meta_title: detail.meta_title ?? '',
    meta_description: detail.meta_description ?? '',
    meta_keywords: detail.meta_keywords ?? '',
    slug_id: detail.slug_id,
  };
}

/**
 * The plans as sent, in the order shown, and their new files: each plan with a new file points
 * at its index in `plan_documents`.
 */
export function plansPayloadOf(plans: readonly FloorPlanValue[]): {
  plans: PlanPayload[];
  planFiles: File[];
} {
  const planFiles: File[] = [];
  const payload = plans.map((plan) => {
    const item: PlanPayload = { title: plan.title.trim() };
    if (plan.id !== null) item.id = plan.id;
    if (plan.file) {
      item.document = planFiles.length;
      planFiles.push(plan.file.file);
    }
    return item;
  });
  return { plans: payload, planFiles };
}

/** post_project's request from the form's values (`projectId` null for a new project). */
export function saveProjectInputOf(
  values: ProjectFormValues,
  projectId: number | null,
): SaveProjectInput {
  const { plans, planFiles } = plansPayloadOf(values.plans);
  return {
    id: projectId,
    fields: {
      title: values.title,
      description: values.description,
      category_id: values.category_id,
      type: values.type,
      location: values.address,
      city: values.city,
      state: values.state,
      country: values.country,
      latitude: values.latitude,
      longitude: values.longitude,
      min_price: values.min_price,
      max_price: values.max_price,
      completion_date: values.completion_date,
      video_link: values.video_link,
      meta_title: values.meta_title,
      meta_description: values.meta_description,
      meta_keywords: values.meta_keywords,
      slug_id: values.slug_id,
    },
    plans,
    files: {
      image: values.title_image?.file ?? null,
      meta_image: values.meta_image?.file ?? null,
      gallery_images: values.gallery_images.map((chosen) => chosen.file),
      documents: values.documents.map((chosen) => chosen.file),
      plan_documents: planFiles,
    },
    removals: {
      remove_plans: values.removed_plans,
      remove_documents: values.removed_documents,
      remove_gallery_images: values.removed_gallery,
    },
  };
}
