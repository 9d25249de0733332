import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { defineFavouritesQuery } from '../favourites-query';

/** GET `get-favourite-projects`: the signed-in user's saved projects, the latest saved first. */
const favouriteProjects = defineFavouritesQuery<ProjectCardDto>(
  'get-favourite-projects',
  projectKeys.favourites,
);

export const favouriteProjectsQuery = favouriteProjects.query;
export const allFavouriteProjectsKey = favouriteProjects.allKey;

/** One page of the user's saved projects; idle while nobody is signed in. */
export const useFavouriteProjects = favouriteProjectsQuery.use;
