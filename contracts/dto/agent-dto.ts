import type { ProjectCardDto } from './project-dto';
import type { PropertyCardDto } from './property-dto';

/**
 * An agent as the public sees them (`agent-list`, `agent-properties`): the public profile only.
 * Email, phone and street address never leave the server in this shape.
 */
export interface AgentDto {
  id: number;
  name: string;
  slug_id: string;
  profile: string | null;
  about_me: string | null;
  city: string | null;
  country: string | null;
  /** Agent verification succeeded (server/agents/agent-rule.ts). */
  is_verified: boolean;
  /** Their public (approved, active) listings. */
  properties_count: number;
  /** Their public (approved, active) projects. */
  projects_count: number;
  /** Public profile links the agent gave (https URLs), null when not given. */
  social: {
    facebook: string | null;
    twitter: string | null;
    instagram: string | null;
    youtube: string | null;
  };
  member_since: string;
}

/**
 * `agent-properties`: the agent and a page of their public properties (`is_projects=1`: of
 * their public projects, in `projects`); the call's `total` counts that list.
 */
export interface AgentPropertiesDto {
  agent: AgentDto;
  properties: PropertyCardDto[];
  /** With `is_projects=1`: a page of their public projects, newest first; else empty. */
  projects: ProjectCardDto[];
}
