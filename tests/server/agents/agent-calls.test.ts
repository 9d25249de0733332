import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentDto, AgentPropertiesDto } from '@/contracts/dto/agent-dto';
import { readMarketStats } from '@/server/properties/market-stats-repository';
import { setUpApiTest } from '../../support/api-test-server';
import { insertCategory, insertProperty, insertUser } from '../../support/factories';
import { insertProject } from '../../support/project-test-kit';

const api = setUpApiTest();

beforeAll(async () => {
  const db = api.db;
  const category = await insertCategory(db);
  // Agents: at least one approved, active listing.
  const busy = await insertUser(db, {
    name: 'Busy Broker',
    slugId: 'busy-broker',
    email: 'busy@example.com',
    mobile: '+15550001',
    address: '1 Secret Lane',
    city: 'Springfield',
    facebookId: 'https://facebook.com/busy',
    twiiterId: 'javascript:alert(1)',
  });
  for (let index = 0; index < 3; index += 1) {
    await insertProperty(db, busy, category, { title: `Busy home ${index}` });
  }
  await insertProperty(db, busy, category, { reviewStatus: 'pending', slugId: 'busy-pending' });
  await insertProject(db, busy, category.id, { title: 'Busy towers', slugId: 'busy-towers' });
  await insertProject(db, busy, category.id, { title: 'Busy gardens', slugId: 'busy-gardens' });
  await insertProject(db, busy, category.id, { reviewStatus: 'pending', title: 'Busy plans' });
  await insertProject(db, busy, category.id, { isActive: false, title: 'Busy paused' });
  // An agent by a public project alone.
  const developer = await insertUser(db, { name: 'Developer Dan', slugId: 'developer-dan' });
  await insertProject(db, developer, category.id, { title: 'Dan court', slugId: 'dan-court' });
  const verified = await insertUser(db, {
    name: 'Verified Vera',
    slugId: 'verified-vera',
    verificationStatus: 'success',
  });
  await insertProperty(db, verified, category);
  const admin = await insertUser(db, { name: 'Site Admin', slugId: 'site-admin', role: 'admin' });
  await insertProperty(db, admin, category, { slugId: 'admin-home' });
  // Not agents: only a pending, a rejected or a switched-off listing; deactivated; deleted.
  const pending = await insertUser(db, { name: 'Pending Pat', slugId: 'pending-pat' });
  await insertProperty(db, pending, category, { reviewStatus: 'pending' });
  await insertProject(db, pending, category.id, { reviewStatus: 'pending' });
  const rejected = await insertUser(db, { name: 'Rejected Rob', slugId: 'rejected-rob' });
  await insertProperty(db, rejected, category, { reviewStatus: 'rejected' });
  const hidden = await insertUser(db, { name: 'Hidden Hal', slugId: 'hidden-hal' });
  await insertProperty(db, hidden, category, { isActive: false });
  const gone = await insertUser(db, { name: 'Gone Gil', slugId: 'gone-gil', isActive: false });
  await insertProperty(db, gone, category);
  const deleted = await insertUser(db, {
    name: 'Deleted Dee',
    slugId: 'deleted-dee',
    deletedAt: new Date(),
  });
  await insertProperty(db, deleted, category);
  await insertUser(db, { name: 'Browsing Bea', slugId: 'browsing-bea' });
});

async function agentList(query: Record<string, string | number> = {}) {
  const response = await api.call<AgentDto[]>('GET', 'agent-list', { query });
  if (response.body.error) throw new Error(response.body.message);
  return { status: response.status, agents: response.body.data, total: response.body.total };
}

describe('agent-list', () => {
  it('lists users with a public listing or project, verified first, then by listings, with their counts', async () => {
    const { status, agents, total } = await agentList();
    expect(status).toBe(200);
    expect(total).toBe(4);
    expect(
      agents.map((agent) => [
        agent.slug_id,
        agent.is_verified,
        agent.properties_count,
        agent.projects_count,
      ]),
    ).toEqual([
      ['verified-vera', true, 1, 0],
      ['busy-broker', false, 3, 2],
      ['site-admin', false, 1, 0],
      ['developer-dan', false, 0, 1],
    ]);
  });

  it('counts the agents on the home page by the same rule', async () => {
    const { total } = await agentList();
    expect((await readMarketStats(api.db)).agents).toBe(total);
  });

  it('finds agents by name and pages them', async () => {
    expect((await agentList({ search: 'broker' })).agents.map((agent) => agent.slug_id)).toEqual([
      'busy-broker',
    ]);
    expect((await agentList({ search: '100%' })).total).toBe(0);
    const second = await agentList({ limit: 2, offset: 2 });
    expect(second.agents.map((agent) => agent.slug_id)).toEqual(['site-admin', 'developer-dan']);
    expect(second.total).toBe(4);
  });

  it('shows only the public profile: no email, phone or address, and only http(s) links', async () => {
    const busy = (await agentList({ search: 'busy' })).agents[0]!;
    const text = JSON.stringify(busy);
    for (const secret of ['busy@example.com', '+15550001', 'Secret Lane', 'javascript:']) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(busy)).not.toEqual(expect.arrayContaining(['email']));
    expect(busy.city).toBe('Springfield');
    expect(busy.social).toEqual({
      facebook: 'https://facebook.com/busy',
      twitter: null,
      instagram: null,
      youtube: null,
    });
  });

  it('refuses a search that is too long with a field error', async () => {
    const response = await api.call('GET', 'agent-list', { query: { search: 'x'.repeat(101) } });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(true);
  });
});

describe('agent-properties', () => {
  async function agentProperties(query: Record<string, string | number>) {
    return api.call<AgentPropertiesDto>('GET', 'agent-properties', { query });
  }

  it('gives the agent and a page of their public properties, newest first, with the total', async () => {
    const response = await agentProperties({ slug_id: 'busy-broker', limit: 2, offset: 0 });
    expect(response.status).toBe(200);
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.total).toBe(3);
    expect(response.body.data.agent.name).toBe('Busy Broker');
    expect(response.body.data.properties.map((card) => card.title)).toEqual([
      'Busy home 2',
      'Busy home 1',
    ]);
    const rest = await agentProperties({ slug_id: 'busy-broker', limit: 2, offset: 2 });
    if (rest.body.error) throw new Error(rest.body.message);
    expect(rest.body.data.properties.map((card) => card.title)).toEqual(['Busy home 0']);
  });

  it("gives the site's own listings with is_admin, without a slug", async () => {
    const response = await agentProperties({ is_admin: 1 });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.agent.slug_id).toBe('site-admin');
    expect(response.body.data.properties.map((card) => card.slug_id)).toEqual(['admin-home']);
  });

  it('gives a page of their public projects with is_projects, newest first, with the total', async () => {
    const response = await agentProperties({ slug_id: 'busy-broker', is_projects: 1, limit: 1 });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.projects.map((card) => card.slug_id)).toEqual(['busy-gardens']);
    expect(response.body.data.properties).toEqual([]);
    expect(response.body.total).toBe(2);
    expect(response.body.data.agent.projects_count).toBe(2);
    const rest = await agentProperties({
      slug_id: 'busy-broker',
      is_projects: 1,
      limit: 1,
      offset: 1,
    });
    if (rest.body.error) throw new Error(rest.body.message);
    expect(rest.body.data.projects.map((card) => card.slug_id)).toEqual(['busy-towers']);
  });

  it('shows an agent whose only public listing is a project', async () => {
    const response = await agentProperties({ slug_id: 'developer-dan', is_projects: 1 });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.agent).toMatchObject({ properties_count: 0, projects_count: 1 });
    expect(response.body.data.projects.map((card) => card.title)).toEqual(['Dan court']);
  });

  it('is not found for a user who is no agent', async () => {
    for (const slug of [
      'pending-pat',
      'rejected-rob',
      'hidden-hal',
      'gone-gil',
      'deleted-dee',
      'browsing-bea',
      'nobody',
    ]) {
      const response = await agentProperties({ slug_id: slug });
      expect({ slug, status: response.status }).toEqual({ slug, status: 404 });
    }
  });

  it('asks for slug_id unless is_admin is set, and refuses a malformed one', async () => {
    const missing = await agentProperties({});
    expect(missing.status).toBe(422);
    const malformed = await agentProperties({ slug_id: 'Not A Slug' });
    expect(malformed.status).toBe(422);
    const flag = await agentProperties({ slug_id: 'busy-broker', is_projects: 'yes' });
    expect(flag.status).toBe(422);
  });
});
