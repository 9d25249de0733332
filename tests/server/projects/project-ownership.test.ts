import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../support/accounts-test-kit';
import { photo, type Lister } from '../../support/listing-test-kit';
import {
  planPdf,
  projectDocument,
  setUpProjectTestKit,
  type ProjectSnapshot,
} from '../../support/project-test-kit';

/**
 * Only the owner of a project (or an admin) may change it: every call that acts on one
 * project answers 403 `forbidden` to another signed-in user and leaves the project exactly as
 * it was (row, plans, documents, photos, stored files).
 */
const kit = setUpProjectTestKit();

interface OwnershipCase {
  method: 'GET' | 'POST';
  path: string;
  input(id: number, snapshot: ProjectSnapshot): Record<string, string>;
}

const cases: OwnershipCase[] = [
  {
    method: 'POST',
    path: 'post_project',
    input: (id, snapshot) => ({
      id: String(id),
      title: 'Hijacked',
      remove_plans: String(snapshot.plans[0]?.id),
      remove_documents: String(snapshot.documents[0]?.id),
      remove_gallery_images: String(snapshot.images[0]?.id),
    }),
  },
  { method: 'POST', path: 'delete_project', input: (id) => ({ id: String(id) }) },
  {
    method: 'POST',
    path: 'change-project-status',
    input: (id) => ({ project_id: String(id), status: 'inactive' }),
  },
  { method: 'GET', path: 'get-project-enquiries', input: (id) => ({ project_id: String(id) }) },
];

let owner: Lister;
let stranger: Lister;
let admin: Lister;

beforeAll(async () => {
  owner = await kit.lister();
  stranger = await kit.lister();
  admin = await kit.admin();
});

async function projectWithEverything(): Promise<{ id: number; before: ProjectSnapshot }> {
  const saved = await kit.newProject(owner, {}, [
    await photo('image'),
    await photo('gallery_images'),
    planPdf(),
    projectDocument(),
  ]);
  await kit.call('POST', 'admin/review-project', {
    token: admin.token,
    json: { project_id: saved.id, decision: 'approved' },
  });
  return { id: saved.id, before: await kit.projectSnapshot(saved.id) };
}

describe('project ownership', () => {
  it.each(cases.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s: another user gets 403, the project is unchanged',
    async (_name, c) => {
      const { id, before } = await projectWithEverything();
      const files = kit.projectFilesOf(id);
      const input = c.input(id, before);
      const response =
        c.method === 'GET'
          ? await kit.call('GET', c.path, { token: stranger.token, query: input })
          : await kit.call('POST', c.path, { token: stranger.token, json: input });
      expect(response.status).toBe(403);
      expect(failureOf(response).code).toBe('forbidden');
      expect(await kit.projectSnapshot(id)).toEqual(before);
      expect(kit.projectFilesOf(id)).toEqual(files);
    },
  );

  it('refuses another user’s files sent along with an edit, storing nothing', async () => {
    const { id, before } = await projectWithEverything();
    const files = kit.projectFilesOf(id);
    const response = await kit.postProject(
      stranger.token,
      { id: String(id), plans: JSON.stringify([{ title: 'Mine', document: 0 }]) },
      [await photo('image'), planPdf()],
    );
    expect(response.status).toBe(403);
    expect(await kit.projectSnapshot(id)).toEqual(before);
    expect(kit.projectFilesOf(id)).toEqual(files);
  });
});
