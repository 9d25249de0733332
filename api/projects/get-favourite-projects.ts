import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { defineFavouritesQuery } from '../favourites-query';

/** GET `get-favourite-projects`: the signed-in user's saved projects, the latest saved first. */
export const favouriteProjects = defineFavouritesQuery<ProjectCardDto>(
  'get-favourite-projects',
  projectKeys.favourites,
);
