import type { ListingRevisionDto } from './listing-revision-dto';
import type { ReviewStatus } from './owner-listing-status';

/** Where a project's construction stands (its `type`, spec §3). */
export const projectTypes = ['upcoming', 'under_construction', 'completed'] as const;
export type ProjectType = (typeof projectTypes)[number];

export interface ProjectCategoryDto {
  id: number;
  category: string;
  slug_id: string;
  image: string | null;
}

/**
 * A project as cards and lists show it. Prices are exact decimal strings (the range "from
 * min_price"), either end null when unknown; dates are ISO strings (completion_date a day).
 */
export interface ProjectCardDto {
  id: number;
  slug_id: string;
  title: string;
  type: ProjectType;
  /** The main image's large variant; null when it has none. */
  image: string | null;
  image_card: string | null;
  location: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  category: ProjectCategoryDto | null;
  min_price: string | null;
  max_price: string | null;
  completion_date: string | null;
  created_at: string;
  /** Featured: an approved advertisement runs for it now (the card says "Promoted"). */
  promoted: boolean;
  /** Only for a signed-in viewer: whether the project is in their favourites. */
  is_favourite?: boolean;
}

export interface ProjectPhotoDto {
  id: number;
  image: string;
  image_card: string;
}

/** A floor plan in the public detail: its title and kind, never its file (a gated part). */
export interface ProjectPlanSummaryDto {
  id: number;
  title: string;
  kind: 'image' | 'pdf';
  position: number;
}

/** The developer or agent behind a project, without contact details (a gated part). */
export interface ProjectDeveloperDto {
  id: number;
  name: string;
  slug_id: string;
  profile: string | null;
  is_verified_agent: boolean;
  /** Their public projects. */
  projects_count: number;
}

/**
 * `get-project-detail`: what the public detail page shows, the same for every visitor, so a
 * statically generated page may embed it. Floor-plan files, documents and contact details are
 * left out: they come from `get-project-gated-detail` for a signed-in viewer.
 */
export interface ProjectDetailDto extends ProjectCardDto {
  description: string;
  gallery: ProjectPhotoDto[];
  plans: ProjectPlanSummaryDto[];
  documents_count: number;
  video_link: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  developer: ProjectDeveloperDto;
  updated_at: string;
  /** With get_similar=1: other public projects like this one. */
  similar_projects?: ProjectCardDto[];
}

export interface ProjectPlanFileDto extends ProjectPlanSummaryDto {
  /** The plan's file: a PDF, or the photo's large variant. */
  file: string;
  /** A photo plan's card variant; null for a PDF. */
  image_card: string | null;
}

export interface ProjectDocumentDto {
  id: number;
  name: string;
  file: string;
}

/** `get-project-gated-detail`: the parts of a project a package will gate. */
export interface ProjectGatedDetailDto {
  id: number;
  slug_id: string;
  plans: ProjectPlanFileDto[];
  documents: ProjectDocumentDto[];
  contact: { name: string; mobile: string | null; email: string | null };
}

/** A project as its owner (or the admin) sees it: every state, with its counters. */
export interface OwnerProjectDto extends ProjectCardDto {
  review_status: ReviewStatus;
  /** Why the admin rejected it; null unless rejected. */
  rejection_reason: string | null;
  is_active: boolean;
  /** Approved and active: the public sees it. */
  is_public: boolean;
  total_favourites: number;
  total_enquiries: number;
  updated_at: string;
  published_at: string | null;
  /** An edit of the approved project under review (or refused); null when there is none. */
  pending_changes: ListingRevisionDto | null;
}

/** A row of the admin's project review queue. */
export interface ReviewQueueProjectDto extends OwnerProjectDto {
  owner: { id: number; name: string; email: string };
}

/** What post_project answers: where the project now stands. */
export interface ProjectSavedDto {
  id: number;
  slug_id: string;
  review_status: ReviewStatus;
  rejection_reason: string | null;
  /** The edit's changes wait for review while the approved version stays public. */
  changes_in_review: boolean;
}

/** An enquiry to the caller's project, with who sent it. */
export interface ProjectEnquiryDto {
  id: number;
  project_id: number;
  project_title: string;
  name: string;
  email: string;
  mobile: string;
  /** A number the sender asked to be called on, if other than their profile's. */
  phone: string | null;
  message: string;
  created_at: string;
}
