import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentPage } from '@/api/agents/get-agent-list';
import type { AgentPropertiesPage } from '@/api/agents/get-agent-properties';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { loadAgentDetailPage } from '@/server/ssr/agent-detail-page';
import { loadAgentListPage } from '@/server/ssr/agent-list-page';
import {
  insertCategory,
  insertLanguages,
  insertProperty,
  insertUser,
} from '../../support/factories';
import { setUpTestDatabase } from '../../support/test-database';
import { pageContext, queryData } from '../../support/page-context-kit';

const handle = setUpTestDatabase();

beforeAll(async () => {
  const db = handle.db;
  await insertLanguages(db);
  const category = await insertCategory(db);
  for (let index = 0; index < 13; index += 1) {
    const agent = await insertUser(db, {
      name: `Agent ${String(index).padStart(2, '0')}`,
      slugId: `agent-${index}`,
      email: `agent${index}@example.com`,
      mobile: `+1555000${index}`,
      address: `${index} Private Road`,
    });
    await insertProperty(db, agent, category);
  }
  const many = await insertUser(db, { name: 'Many Homes', slugId: 'many-homes' });
  for (let index = 0; index < 14; index += 1) await insertProperty(db, many, category);
  await insertUser(db, { name: 'No Listings', slugId: 'no-listings' });
});

describe('the agents list page', () => {
  it('prefetches twelve agents a page, the most listings first among the unverified', async () => {
    const { context, headers } = pageContext({ locale: 'ar' });
    const result = await loadAgentListPage(handle.db, context);
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    const data = queryData<AgentPage>(
      props.dehydratedState,
      agentKeys.list({ search: '', page: 1 }),
    );
    expect(data?.total).toBe(14);
    expect(data?.agents).toHaveLength(12);
    expect(data?.agents[0]?.slug_id).toBe('many-homes');
    expect(props.language.translations['agents.title']).toBe('الوكلاء');
    expect(props.language.translations['mortgage.title']).toBeUndefined();
    expect(headers['cache-control']).toContain('s-maxage=60');
  });

  it('searches by name from the URL and answers 404 past the last page', async () => {
    const searched = await loadAgentListPage(
      handle.db,
      pageContext({ query: { search: 'many' } }).context,
    );
    if (!('props' in searched)) throw new Error('expected props');
    const props = await searched.props;
    expect(props.search).toBe('many');
    const data = queryData<AgentPage>(
      props.dehydratedState,
      agentKeys.list({ search: 'many', page: 1 }),
    );
    expect(data?.agents.map((agent) => agent.slug_id)).toEqual(['many-homes']);
    expect(
      await loadAgentListPage(handle.db, pageContext({ query: { page: '3' } }).context),
    ).toEqual({
      notFound: true,
    });
  });
});

describe("an agent's page", () => {
  it('prefetches the public profile and a page of their properties, without private fields', async () => {
    const result = await loadAgentDetailPage(handle.db, pageContext({ slug: 'agent-3' }).context);
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    const data = queryData<AgentPropertiesPage>(
      props.dehydratedState,
      agentKeys.properties({ slug: 'agent-3', page: 1 }),
    );
    expect(data?.agent.name).toBe('Agent 03');
    expect(data?.properties).toHaveLength(1);
    const text = JSON.stringify(props);
    for (const secret of ['agent3@example.com', '+15550003', 'Private Road']) {
      expect(text).not.toContain(secret);
    }
  });

  it('pages the properties twelve at a time', async () => {
    const result = await loadAgentDetailPage(
      handle.db,
      pageContext({ slug: 'many-homes', query: { page: '2' } }).context,
    );
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    const data = queryData<AgentPropertiesPage>(
      props.dehydratedState,
      agentKeys.properties({ slug: 'many-homes', page: 2 }),
    );
    expect(data?.properties).toHaveLength(2);
    expect(data?.total).toBe(14);
  });

  it('is not found for someone who is no agent, an odd slug or a page past the last', async () => {
    for (const [slug, page] of [
      ['no-listings', '1'],
      ['nobody', '1'],
      ['Bad Slug', '1'],
      ['agent-3', '2'],
    ] as const) {
      const result = await loadAgentDetailPage(
        handle.db,
        pageContext({ slug, query: { page } }).context,
      );
      expect({ slug, page, result }).toEqual({ slug, page, result: { notFound: true } });
    }
  });
});
