import { projectUploadLimits } from '@/contracts/project-upload-limits';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import { paths } from '@/utils/paths';
import {
  projectDocuments,
  projectFavourites,
  projectImages,
  projectReports,
  projectRevisions,
  projects,
} from '../db/schema';
import type { ListingKind } from '../listings/listing-kind';
import { loadOwnerProjects } from './load-owner-projects';
import { listPlanFiles } from './project-plans-repository';

/** Projects (new developments with floor plans): the second kind of listing. */
export const projectKind: ListingKind<OwnerProjectDto> = {
  key: 'project',
  noun: 'project',
  reviewNotices: {
    approved: 'project_approved',
    rejected: 'project_rejected',
    ownerPage: paths.userProjects(),
  },
  subject: 'The project',
  table: projects,
  images: projectImages,
  documents: projectDocuments,
  favourites: projectFavourites,
  revisions: projectRevisions,
  reports: projectReports,
  slugConstraint: 'projects_slug_unique',
  packageFeature: 'project_list',
  media: {
    folder: 'projects',
    limits: projectUploadLimits,
    photoColumns: { image: 'image', meta_image: 'metaImage' },
    requiredPhoto: { field: 'image', message: 'Add the project’s main photo (JPEG or PNG)' },
    ownFiles: listPlanFiles,
  },
  pagePath: paths.projectDetail,
  loadOwnerPage: loadOwnerProjects,
};
