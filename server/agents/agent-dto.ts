import type { AgentDto } from '@/contracts/dto/agent-dto';
import { imageUrl } from '../storage/media-url';
import { isVerifiedAgent } from './agent-rule';
import type { listAgentRows } from './agents-repository';

type AgentRow = Awaited<ReturnType<typeof listAgentRows>>[number];

/** A profile link the public may follow: http(s) only, anything else is left out. */
function publicLink(value: string | null): string | null {
  return value && /^https?:\/\/[^\s]+$/i.test(value.trim()) ? value.trim() : null;
}

/** An agent's public profile (email, mobile and address are not in the row to begin with). */
export function toAgentDto(row: AgentRow): AgentDto {
  return {
    id: row.id,
    name: row.name,
    slug_id: row.slugId,
    profile: imageUrl(row.profileImage, 'card'),
    about_me: row.aboutMe?.trim() || null,
    city: row.city || null,
    country: row.country || null,
    is_verified: isVerifiedAgent(row.verificationStatus),
    properties_count: Number(row.propertyCount),
    projects_count: Number(row.projectCount),
    social: {
      facebook: publicLink(row.facebookId),
      twitter: publicLink(row.twiiterId),
      instagram: publicLink(row.instagramId),
      youtube: publicLink(row.youtubeId),
    },
    member_since: new Date(row.createdAt).toISOString(),
  };
}
