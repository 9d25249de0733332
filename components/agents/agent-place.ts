import type { AgentDto } from '@/contracts/dto/agent-dto';

/** "London, United Kingdom" from what the agent gave; null when nothing. */
export function agentPlace(agent: Pick<AgentDto, 'city' | 'country'>): string | null {
  const parts = [agent.city, agent.country].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}
