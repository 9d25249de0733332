import { describe, expect, it } from 'vitest';
import type { OwnerProjectDto, ProjectCardDto } from '@/contracts/dto/project-dto';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import { setUpProjectTestKit } from '../../support/project-test-kit';

const kit = setUpProjectTestKit();

const review = (token: string, body: Record<string, unknown>) =>
  kit.call('POST', 'admin/review-project', { token, json: body });
const setStatus = (token: string, projectId: number, status: string | number) =>
  kit.call<OwnerProjectDto>('POST', 'change-project-status', {
    token,
    json: { project_id: projectId, status },
  });
const publicSlugs = async (query: Record<string, string> = {}) => {
  const response = await kit.call<ProjectCardDto[]>('GET', 'get-projects', {
    query: { limit: '50', ...query },
  });
  return dataOf(response).map((project) => project.slug_id);
};
const detailStatus = async (slug: string, token?: string) =>
  (await kit.call('GET', 'get-project-detail', { token, query: { slug_id: slug } })).status;

describe('the review of projects', () => {
  it('keeps a new project out of public lists until the admin approves it', async () => {
    const owner = await kit.lister();
    const admin = await kit.admin();
    const saved = await kit.newProject(owner, { title: 'Quiet Court' });
    expect(await publicSlugs()).not.toContain(saved.slug_id);
    expect(await detailStatus(saved.slug_id)).toBe(404);
    expect(await detailStatus(saved.slug_id, (await kit.lister()).token)).toBe(404);
    // its owner and the admin preview it
    expect(await detailStatus(saved.slug_id, owner.token)).toBe(200);
    expect(await detailStatus(saved.slug_id, admin.token)).toBe(200);

    const approved = await review(admin.token, { project_id: saved.id, decision: 'approved' });
    expect(dataOf(approved)).toMatchObject({
      id: saved.id,
      review_status: 'approved',
      is_public: true,
      owner: { id: owner.id },
    });
    expect(await publicSlugs()).toContain(saved.slug_id);
    expect(await detailStatus(saved.slug_id)).toBe(200);
  });

  it('rejects with a reason the owner reads in get-added-projects, and hides the project', async () => {
    const owner = await kit.lister();
    const admin = await kit.admin();
    const saved = await kit.newProject(owner);
    dataOf(await review(admin.token, { project_id: saved.id, decision: 'approved' }));
    const noReason = await review(admin.token, { project_id: saved.id, decision: 'rejected' });
    expect(failureOf(noReason).errors).toHaveProperty('reason');
    dataOf(
      await review(admin.token, {
        project_id: saved.id,
        decision: 'rejected',
        reason: 'The photos show another building.',
      }),
    );
    expect(await publicSlugs()).not.toContain(saved.slug_id);
    const mine = dataOf(
      await kit.call<OwnerProjectDto[]>('GET', 'get-added-projects', { token: owner.token }),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        id: saved.id,
        review_status: 'rejected',
        rejection_reason: 'The photos show another building.',
        is_public: false,
      }),
    ]);
    const rejected = dataOf(
      await kit.call<OwnerProjectDto[]>('GET', 'get-added-projects', {
        token: owner.token,
        query: { status: 'rejected' },
      }),
    );
    expect(rejected.map((project) => project.id)).toEqual([saved.id]);
  });

  it('lets only an admin review (403) and lists pending projects oldest first', async () => {
    const owner = await kit.lister();
    const admin = await kit.admin();
    const first = await kit.newProject(owner, { title: 'First Come' });
    const second = await kit.newProject(owner, { title: 'Second Come' });
    const refused = await review(owner.token, { project_id: first.id, decision: 'approved' });
    expect(refused.status).toBe(403);
    const queue = dataOf(
      await kit.call<OwnerProjectDto[]>('GET', 'admin/projects', {
        token: admin.token,
        query: { limit: '50' },
      }),
    ).map((project) => project.id);
    expect(queue.indexOf(first.id)).toBeLessThan(queue.indexOf(second.id));
    expect((await kit.call('GET', 'admin/projects', { token: owner.token })).status).toBe(403);
    const unknown = await review(admin.token, { project_id: 999_999, decision: 'approved' });
    expect(unknown.status).toBe(404);
  });
});

describe('change-project-status', () => {
  it('switches an approved project off and on; an inactive one is hidden from the public', async () => {
    const owner = await kit.lister();
    const admin = await kit.admin();
    const saved = await kit.newProject(owner);
    dataOf(await review(admin.token, { project_id: saved.id, decision: 'approved' }));
    const off = await setStatus(owner.token, saved.id, 0);
    expect(dataOf(off)).toMatchObject({ is_active: false, is_public: false });
    expect(await publicSlugs()).not.toContain(saved.slug_id);
    expect(await detailStatus(saved.slug_id)).toBe(404);
    // the owner still finds it by id
    const own = await kit.call<ProjectCardDto[]>('GET', 'get-projects', {
      token: owner.token,
      query: { id: String(saved.id) },
    });
    expect(dataOf(own).map((project) => project.id)).toEqual([saved.id]);
    const stranger = await kit.lister();
    const hidden = await kit.call('GET', 'get-projects', {
      token: stranger.token,
      query: { id: String(saved.id) },
    });
    expect(hidden.status).toBe(404);

    expect(dataOf(await setStatus(owner.token, saved.id, 'active'))).toMatchObject({
      is_active: true,
      is_public: true,
    });
    expect(await publicSlugs()).toContain(saved.slug_id);
  });

  it('refuses a project under review (409) and someone else’s project (403)', async () => {
    const owner = await kit.lister();
    const stranger = await kit.lister();
    const saved = await kit.newProject(owner);
    const pending = await setStatus(owner.token, saved.id, 'inactive');
    expect(pending.status).toBe(409);
    expect(failureOf(pending).code).toBe('invalid_status_change');
    const foreign = await setStatus(stranger.token, saved.id, 'inactive');
    expect(foreign.status).toBe(403);
  });
});

describe('delete_project', () => {
  it('deletes the owner’s project with its files; 403 for another user', async () => {
    const owner = await kit.lister();
    const stranger = await kit.lister();
    const saved = await kit.newProject(owner);
    expect(kit.projectFilesOf(saved.id).length).toBeGreaterThan(0);
    const refused = await kit.call('POST', 'delete_project', {
      token: stranger.token,
      json: { id: saved.id },
    });
    expect(refused.status).toBe(403);
    const deleted = await kit.call('POST', 'delete_project', {
      token: owner.token,
      json: { id: saved.id },
    });
    expect(deleted.status).toBe(200);
    expect((await kit.projectSnapshot(saved.id)).row).toBeNull();
    expect(kit.projectFilesOf(saved.id)).toEqual([]);
    const again = await kit.call('POST', 'delete_project', {
      token: owner.token,
      json: { id: saved.id },
    });
    expect(again.status).toBe(404);
  });
});
