import { object, string, type InferType } from 'yup';
import { limitField, offsetField, queryFlag } from './paging';

/** An empty query value is no value. */
const emptyAsMissing = <T>(value: T, original: unknown): T | undefined =>
  original === '' ? undefined : value;

/** Agents a page of the agents list shows (and `agent-list`'s default limit). */
export const agentListPageSize = 12;
/** Properties a page of an agent's page shows (and `agent-properties`' default limit). */
export const agentPropertiesPageSize = 12;

/** `agent-list` (open): search (by name), limit, offset. The spec shows no parameters. */
export const agentListSchema = object({
  search: string().trim().max(100, 'search is at most 100 characters').optional(),
  limit: limitField(agentListPageSize, 50),
  offset: offsetField(),
});

export type AgentListQuery = InferType<typeof agentListSchema>;

/**
 * `agent-properties`: is_admin (the site's own listings, no slug needed), slug_id (the agent's),
 * is_projects (their projects instead of their properties), limit, offset.
 */
export const agentPropertiesSchema = object({
  is_admin: queryFlag().transform(emptyAsMissing).optional(),
  slug_id: string()
    .trim()
    .matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug_id has lowercase letters, digits and hyphens only')
    .max(200)
    .when('is_admin', {
      is: 1,
      then: (schema) => schema.optional(),
      otherwise: (schema) => schema.required('slug_id is required'),
    }),
  is_projects: queryFlag().transform(emptyAsMissing).optional(),
  limit: limitField(agentPropertiesPageSize, 50),
  offset: offsetField(),
});

export type AgentPropertiesQuery = InferType<typeof agentPropertiesSchema>;
