import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { defineQuery } from '../define-query';
import { limitAndOffset, pageOf } from '../list-page';

/** The start every saved-projects page's key shares, to invalidate all of them. */
export function allFavouriteProjectsKey() {
  return projectKeys.favourites({ limit: 0, offset: 0 }).slice(0, -1);
}

/** GET `get-favourite-projects`: the signed-in user's saved projects, the latest saved first. */
export const favouriteProjectsQuery = defineQuery('get-favourite-projects', {
  key: projectKeys.favourites,
  query: limitAndOffset,
  answer: pageOf<ProjectCardDto>,
  viewer: 'signed-in',
  keepsPrevious: true,
});

/** One page of the user's saved projects; idle while nobody is signed in. */
export const useFavouriteProjects = favouriteProjectsQuery.use;
