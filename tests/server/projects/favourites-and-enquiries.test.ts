import { describe, expect, it } from 'vitest';
import type { ProjectCardDto, ProjectEnquiryDto } from '@/contracts/dto/project-dto';
import { dataOf, failureOf, uniqueEmail } from '../../support/accounts-test-kit';
import { messagesTo } from '../../support/outbox';
import { insertProject, setUpProjectTestKit } from '../../support/project-test-kit';

const kit = setUpProjectTestKit();

const favourite = (token: string, projectId: number, type: 0 | 1) =>
  kit.call('POST', 'add-project-favourite', { token, json: { project_id: projectId, type } });
const enquire = (token: string, body: Record<string, unknown>) =>
  kit.call('POST', 'send-project-enquiry', { token, json: body });

async function publicProject(values = {}) {
  const email = uniqueEmail('developer');
  const owner = await kit.lister({ email });
  const project = await insertProject(kit.db, owner, await kit.projectCategory(), values);
  return { owner, email, project };
}

describe('favourite projects', () => {
  it('saves and removes a public project, idempotently, and lists the saved ones', async () => {
    const { project } = await publicProject({ title: 'Saved Gardens' });
    const user = await kit.lister();
    dataOf(await favourite(user.token, project.id, 1));
    dataOf(await favourite(user.token, project.id, 1));
    const saved = await kit.call<ProjectCardDto[]>('GET', 'get-favourite-projects', {
      token: user.token,
    });
    expect(dataOf(saved)).toEqual([
      expect.objectContaining({ id: project.id, title: 'Saved Gardens', is_favourite: true }),
    ]);
    const listed = await kit.call<ProjectCardDto[]>('GET', 'get-projects', {
      token: user.token,
      query: { id: String(project.id) },
    });
    expect(dataOf(listed)[0]?.is_favourite).toBe(true);
    dataOf(await favourite(user.token, project.id, 0));
    const none = await kit.call<ProjectCardDto[]>('GET', 'get-favourite-projects', {
      token: user.token,
    });
    expect(dataOf(none)).toEqual([]);
  });

  it('refuses a hidden project (404) and a visitor (401)', async () => {
    const { project } = await publicProject({ reviewStatus: 'pending' });
    const user = await kit.lister();
    expect((await favourite(user.token, project.id, 1)).status).toBe(404);
    const visitor = await kit.call('POST', 'add-project-favourite', {
      json: { project_id: project.id, type: 1 },
    });
    expect(visitor.status).toBe(401);
  });
});

describe('enquiries to the developer', () => {
  it('stores the enquiry for the owner, with the sender from the session, and emails the owner', async () => {
    const { owner, email, project } = await publicProject({ title: 'Ask Me Court' });
    const sender = await kit.lister({ name: 'Ines Asker' });
    const impostor = await kit.lister();
    const response = await enquire(sender.token, {
      project_id: project.id,
      message: 'Is a two-bedroom flat still free on the top floor?',
      phone: '+351 912 345 678',
      user_id: impostor.id,
    });
    expect(response.status).toBe(201);
    const enquiries = dataOf(
      await kit.call<ProjectEnquiryDto[]>('GET', 'get-project-enquiries', { token: owner.token }),
    );
    expect(enquiries).toEqual([
      expect.objectContaining({
        project_id: project.id,
        project_title: 'Ask Me Court',
        name: 'Ines Asker',
        phone: '+351 912 345 678',
        message: 'Is a two-bedroom flat still free on the top floor?',
      }),
    ]);
    const mail = await messagesTo(kit.dataDir, email);
    expect(mail.at(-1)).toMatchObject({ channel: 'email', code: null });
    expect(mail.at(-1)?.text).toContain('two-bedroom flat');
    expect(mail.at(-1)?.subject).toContain('Ask Me Court');
  });

  it('shows a project’s enquiries to its owner only (403), and refuses bad enquiries', async () => {
    const { owner, project } = await publicProject();
    const stranger = await kit.lister();
    const foreign = await kit.call('GET', 'get-project-enquiries', {
      token: stranger.token,
      query: { project_id: String(project.id) },
    });
    expect(foreign.status).toBe(403);
    const empty = await enquire(stranger.token, { project_id: project.id, message: '  ' });
    expect(failureOf(empty).errors).toHaveProperty('message');
    const own = await enquire(owner.token, { project_id: project.id, message: 'Hello me' });
    expect(own.status).toBe(422);
    const hidden = await publicProject({ isActive: false });
    const toHidden = await enquire(stranger.token, {
      project_id: hidden.project.id,
      message: 'Hi',
    });
    expect(toHidden.status).toBe(404);
  });

  it('limits a user to five enquiries a day about one project (429)', async () => {
    const { project } = await publicProject();
    const sender = await kit.lister();
    for (let count = 0; count < 5; count += 1) {
      expect((await enquire(sender.token, { project_id: project.id, message: 'Hi' })).status).toBe(
        201,
      );
    }
    const sixth = await enquire(sender.token, { project_id: project.id, message: 'Hi' });
    expect(sixth.status).toBe(429);
  });
});
