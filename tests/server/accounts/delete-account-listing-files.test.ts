import { describe, expect, it } from 'vitest';
import { documentFile, photo, setUpListingTestKit } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

describe('delete_user and listing files', () => {
  it("removes the files of the deleted account's listings and leaves other owners' files", async () => {
    const leaving = await kit.lister();
    const staying = await kit.lister();
    const gone = await kit.postListing(leaving, {}, [
      await photo('title_image'),
      await photo('gallery_images'),
      documentFile(),
    ]);
    const kept = await kit.postListing(staying);
    expect(kit.filesOf(gone.id).length).toBeGreaterThan(2);
    const keptFiles = kit.filesOf(kept.id);
    expect(keptFiles.length).toBeGreaterThan(0);

    const response = await kit.call('POST', 'delete_user', {
      token: leaving.token,
      json: { userid: leaving.id },
    });

    expect(response.status).toBe(200);
    expect(kit.filesOf(gone.id)).toEqual([]);
    expect(kit.filesOf(kept.id)).toEqual(keptFiles);
  });
});
