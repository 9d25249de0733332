import { catalogueRoutes } from '../catalogue/routes';
import { contentRoutes } from '../content/routes';
import { languageRoutes } from '../languages/routes';
import { placeRoutes } from '../places/routes';
import { propertyRoutes } from '../properties/routes';
import { settingsRoutes } from '../settings/routes';
import type { RouteDefinition } from './route';

/** The whole API: each domain lists its rows of the spec's call table. */
export const apiRoutes: readonly RouteDefinition[] = [
  ...settingsRoutes,
  ...languageRoutes,
  ...catalogueRoutes,
  ...placeRoutes,
  ...contentRoutes,
  ...propertyRoutes,
];
