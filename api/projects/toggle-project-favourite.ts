import type { ApiSuccess } from '@/contracts/api-envelope';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { defineMutation, updateAtOnce } from '../define-mutation';
import { defineQuery } from '../define-query';
import { switchBody } from '../switch-body';
import { favouriteProjects } from './get-favourite-projects';

/**
 * GET `get-projects` with `slug_id`, signed in: the project's card with `is_favourite`, keyed
 * by the viewer (`userId`); nothing is asked without one.
 */
export const projectForViewerQuery = defineQuery('get-projects', {
  key: (slug: string, userId: number | null) => projectKeys.viewer(slug, userId ?? 0),
  query: (slug) => ({ slug_id: slug }),
  answer: ({ data }: ApiSuccess<ProjectCardDto[]>) => data[0] ?? null,
  enabled: (_slug, userId) => userId !== null,
});

/** Whether the signed-in viewer saved the project. */
export const useProjectForViewer = projectForViewerQuery.use;

export interface ToggleProjectFavouriteInput {
  project: Pick<ProjectCardDto, 'id' | 'slug_id'>;
  userId: number;
  /** The new state: true saves the project (type 1), false removes it (type 0). */
  isFavourite: boolean;
}

/**
 * POST `add-project-favourite`: type 1 saves the project, 0 removes it. Shown at once, put back
 * if the call fails; the favourites pages are fetched again afterwards.
 */
export const toggleProjectFavourite = defineMutation('POST', 'add-project-favourite', {
  body: (input: ToggleProjectFavouriteInput) =>
    switchBody('project_id', input.project.id, input.isFavourite),
  ...updateAtOnce(
    (input: ToggleProjectFavouriteInput) => projectKeys.viewer(input.project.slug_id, input.userId),
    (card: ProjectCardDto, input) => ({ ...card, is_favourite: input.isFavourite }),
  ),
  // The favourites page lists what is saved: asked again once the change is over.
  invalidateOnSettled: [favouriteProjects.allKey()],
});

export const useToggleProjectFavourite = toggleProjectFavourite.use;
