import { object, type InferType } from 'yup';
import { searchField, slugField } from './field-kit';
import { limitField, offsetField, optionalFlag } from './paging';

/** Agents a page of the agents list shows (and `agent-list`'s default limit). */
export const agentListPageSize = 12;
/** Properties a page of an agent's page shows (and `agent-properties`' default limit). */
export const agentPropertiesPageSize = 12;

/** `agent-list` (open): search (by name), limit, offset. The spec shows no parameters. */
export const agentListSchema = object({
  search: searchField(100).optional(),
  limit: limitField(agentListPageSize, 50),
  offset: offsetField(),
});

export type AgentListQuery = InferType<typeof agentListSchema>;

/**
 * `agent-properties`: is_admin (the site's own listings, no slug needed), slug_id (the agent's),
 * is_projects (their projects instead of their properties), limit, offset.
 */
export const agentPropertiesSchema = object({
  is_admin: optionalFlag().optional(),
  slug_id: slugField(
    'slug_id has lowercase letters, digits and hyphens only',
    'slug_id must be at most 200 characters',
  ).when('is_admin', {
    is: 1,
    then: (schema) => schema.optional(),
    otherwise: (schema) => schema.required('slug_id is required'),
  }),
  is_projects: optionalFlag().optional(),
  limit: limitField(agentPropertiesPageSize, 50),
  offset: offsetField(),
});

export type AgentPropertiesQuery = InferType<typeof agentPropertiesSchema>;
