import { describe, expect, it } from 'vitest';
import { photo } from '../../support/listing-test-kit';
import { planPdf, projectDocument, setUpProjectTestKit } from '../../support/project-test-kit';

const kit = setUpProjectTestKit();

describe('delete_user and project files', () => {
  it("removes the files of the deleted account's projects and leaves other owners' files", async () => {
    const leaving = await kit.lister();
    const staying = await kit.lister();
    const gone = await kit.newProject(leaving, {}, [
      await photo('image'),
      await photo('gallery_images'),
      planPdf(),
      projectDocument(),
    ]);
    const kept = await kit.newProject(staying);
    expect(kit.projectFilesOf(gone.id).length).toBeGreaterThan(4);
    const keptFiles = kit.projectFilesOf(kept.id);

    const response = await kit.call('POST', 'delete_user', {
      token: leaving.token,
      json: { userid: leaving.id },
    });

    expect(response.status).toBe(200);
    expect((await kit.projectSnapshot(gone.id)).row).toBeNull();
    expect(kit.projectFilesOf(gone.id)).toEqual([]);
    expect(kit.projectFilesOf(kept.id)).toEqual(keptFiles);
  });
});
