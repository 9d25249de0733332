import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../support/accounts-test-kit';
import { insertCategory, insertParameter } from '../../support/factories';
import { photo, setUpListingTestKit, type Lister } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

let owner: Lister;
let categoryId = 0;
let otherCategoryId = 0;
const ids = { bedrooms: 0, heating: 0, extras: 0, foreign: 0 };

beforeAll(async () => {
  owner = await kit.lister();
  categoryId = (await insertCategory(kit.db)).id;
  otherCategoryId = (await insertCategory(kit.db)).id;
  const linked = [{ categoryId }];
  ids.bedrooms = (
    await insertParameter(kit.db, { name: 'Bedrooms', kind: 'number', isRequired: true }, linked)
  ).id;
  ids.heating = (
    await insertParameter(
      kit.db,
      { name: 'Heating', kind: 'dropdown', choices: ['Gas', 'Electric'] },
      linked,
    )
  ).id;
  ids.extras = (
    await insertParameter(
      kit.db,
      { name: 'Extras', kind: 'checkbox', choices: ['Pool', 'Garden', 'Garage'] },
      linked,
    )
  ).id;
  ids.foreign = (
    await insertParameter(kit.db, { name: 'Berths', kind: 'number' }, [
      { categoryId: otherCategoryId },
    ])
  ).id;
});

function fields(parameters: { parameter_id: number; value: string }[]) {
  return {
    ...kit.fields({ categoryId, parameterIds: [], facilityIds: [] }),
    parameters: JSON.stringify(parameters),
  };
}

async function postWith(parameters: { parameter_id: number; value: string }[]) {
  return kit.post(owner.token, fields(parameters), [await photo()]);
}

describe('listing parameters are checked against their category and type', () => {
  it('accepts values that fit: a number, a choice, several choices', async () => {
    const response = await postWith([
      { parameter_id: ids.bedrooms, value: '3' },
      { parameter_id: ids.heating, value: 'Gas' },
      { parameter_id: ids.extras, value: 'Pool,Garage' },
    ]);
    expect(response.status).toBe(201);
  });

  it.each([
    ['a number parameter given words', { parameter_id: 'bedrooms', value: 'three' }, /number/],
    ['a dropdown outside its choices', { parameter_id: 'heating', value: 'Coal' }, /one of/],
    ['a checkbox with an unknown choice', { parameter_id: 'extras', value: 'Pool,Moat' }, /only/],
    ['a parameter of another category', { parameter_id: 'foreign', value: '2' }, /category/],
  ] as const)('refuses %s (422)', async (_case, bad, message) => {
    const required = { parameter_id: ids.bedrooms, value: '3' };
    const wrong = { parameter_id: ids[bad.parameter_id], value: bad.value };
    const response = await postWith(bad.parameter_id === 'bedrooms' ? [wrong] : [required, wrong]);
    expect(response.status).toBe(422);
    expect(failureOf(response).errors?.parameters).toMatch(message);
  });

  it('refuses a listing without its category’s required parameters, on post and on edit', async () => {
    const post = await postWith([{ parameter_id: ids.heating, value: 'Gas' }]);
    expect(post.status).toBe(422);
    expect(failureOf(post).errors?.parameters).toMatch(/Bedrooms/);

    const saved = await postWith([{ parameter_id: ids.bedrooms, value: '2' }]);
    expect(saved.status).toBe(201);
    const id = String((saved.body as { data: { id: number } }).data.id);
    const edit = await kit.update(owner.token, {
      id,
      parameters: JSON.stringify([{ parameter_id: ids.heating, value: 'Electric' }]),
    });
    expect(edit.status).toBe(422);
    expect(failureOf(edit).errors?.parameters).toMatch(/Bedrooms/);
  });
});
