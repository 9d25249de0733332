import { describe, expect, it } from 'vitest';
import {
  emptyProjectValues,
  saveProjectInputOf,
  type ProjectFormValues,
} from '@/components/listing-form/project-form-values';
import { dataOf } from '../../support/accounts-test-kit';
import type { UploadFile } from '../../support/accounts-test-kit';
import { photo } from '../../support/listing-test-kit';
import { planPdf, setUpProjectTestKit } from '../../support/project-test-kit';

const kit = setUpProjectTestKit();

/** The text parts the project form sends (its multipart body, without the files). */
function textPartsOf(values: ProjectFormValues, projectId: number | null): Record<string, string> {
  const input = saveProjectInputOf(values, projectId);
  const parts: Record<string, string> = { ...input.fields, plans: JSON.stringify(input.plans) };
  if (projectId !== null) {
    parts.id = String(projectId);
    for (const [name, ids] of Object.entries(input.removals)) {
      if (ids.length > 0) parts[name] = ids.join(',');
    }
  }
  return parts;
}

const chosen = (name: string) => ({
  key: name,
  file: new File(['x'], name),
  previewUrl: null,
});

describe('the project form request (what /user/add-project and edit send)', () => {
  it('posts a project with empty optional fields and two plans, and edits it to remove one', async () => {
    const owner = await kit.lister();
    const categoryId = await kit.projectCategory();
    const values: ProjectFormValues = {
      ...emptyProjectValues(),
      title: 'Seafront Towers',
      description: 'Two towers of bright flats by the sea.',
      category_id: String(categoryId),
      type: 'upcoming',
      city: 'Cascais',
      state: 'Lisbon',
      country: 'Portugal',
      address: '3 Avenida do Mar, Cascais, Lisbon, Portugal',
      latitude: '38.6979',
      longitude: '-9.4215',
      plans: [
        { key: 'a', id: null, title: 'Ground floor', file: chosen('ground.pdf'), saved: null },
        { key: 'b', id: null, title: 'Penthouse', file: chosen('top.png'), saved: null },
      ],
    };
    const files: UploadFile[] = [
      await photo('image'),
      planPdf('ground.pdf'),
      await photo('plan_documents', 400, 300, 'top.png'),
      await photo('gallery_images', 400, 300, 'garden.png'),
    ];
    const saved = dataOf(await kit.postProject(owner.token, textPartsOf(values, null), files));
    expect(saved.review_status).toBe('pending');
    const created = await kit.projectSnapshot(saved.id);
    expect(created.row).toMatchObject({
      location: values.address,
      minPrice: null,
      completionDate: null,
    });
    expect(created.plans.map((plan) => plan.title)).toEqual(['Ground floor', 'Penthouse']);
    expect(created.images).toHaveLength(1);

    const [ground, penthouse] = created.plans;
    const edited: ProjectFormValues = {
      ...values,
      slug_id: saved.slug_id,
      plans: [
        {
          key: 'b',
          id: penthouse!.id,
          title: 'Penthouse',
          file: null,
          saved: { url: '', kind: 'image' },
        },
      ],
      removed_plans: [ground!.id],
      removed_gallery: [created.images[0]!.id],
    };
    dataOf(await kit.postProject(owner.token, textPartsOf(edited, saved.id)));
    const after = await kit.projectSnapshot(saved.id);
    expect(after.plans.map((plan) => plan.title)).toEqual(['Penthouse']);
    expect(after.images).toEqual([]);
    expect(after.row?.slugId).toBe(saved.slug_id);
  });
});
