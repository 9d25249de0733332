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
  /** Their public projects: always 0 until projects exist. */
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
 * their projects, always empty until projects exist); the call's `total` counts that list.
 */
export interface AgentPropertiesDto {
  agent: AgentDto;
  properties: PropertyCardDto[];
  /** Project cards once projects exist (seam); empty today. */
  projects: never[];
}
