import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentListScreen } from '@/components/agents/agent-list-screen';
import type { AgentDto } from '@/contracts/dto/agent-dto';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { renderWithProviders } from '../../support/render-with-providers';

function anAgent(overrides: Partial<AgentDto> = {}): AgentDto {
  return {
    id: 1,
    name: 'Vera Verified',
    slug_id: 'vera-verified',
    profile: null,
    about_me: null,
    city: 'London',
    country: 'United Kingdom',
    is_verified: true,
    properties_count: 3,
    projects_count: 0,
    social: { facebook: null, twitter: null, instagram: null, youtube: null },
    member_since: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderList(search: string, agents: AgentDto[], total = agents.length) {
  return renderWithProviders(<AgentListScreen search={search} page={1} />, {
    queryData: [[agentKeys.list({ search, page: 1 }), { agents, total }]],
  });
}

describe('the agents list', () => {
  it('shows each agent with their badge, place and listings, linking to their page', () => {
    renderList('', [
      anAgent(),
      anAgent({
        id: 2,
        name: 'Sam Seller',
        slug_id: 'sam-seller',
        is_verified: false,
        properties_count: 1,
        city: null,
        country: null,
      }),
    ]);
    const [vera, sam] = screen.getAllByRole('article');
    expect(within(vera!).getByRole('link', { name: 'Vera Verified' }).getAttribute('href')).toBe(
      '/agents/vera-verified',
    );
    expect(vera!.textContent).toContain('Verified agent');
    expect(vera!.textContent).toContain('London, United Kingdom');
    expect(vera!.textContent).toContain('3 listings');
    expect(sam!.textContent).not.toContain('Verified agent');
    expect(sam!.textContent).toContain('1 listing');
    expect(screen.getByText('2 agents')).toBeTruthy();
  });

  it('searches by name through the URL', () => {
    const { router } = renderList('', [anAgent()]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search agents by name' }), {
      target: { value: '  vera ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith('/agents?search=vera');
  });

  it('says so when no agent matches the search', () => {
    renderList('nobody', []);
    expect(screen.getByText("No agent's name matches this search.")).toBeTruthy();
  });
});
