import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiFailure, ApiSuccess } from '@/contracts/api-envelope';
import { users } from '@/server/db/schema';
import { setUpListingTestKit } from '../../support/listing-test-kit';

/**
 * The five kinds of hostile input that used to answer 500 (issue 11, item 2), each sent to a
 * real call of the route table: the pipeline answers 422 with a field error (or ignores a
 * parameter no call knows), never a crash.
 */
const kit = setUpListingTestKit();

async function raw(
  method: 'GET' | 'POST',
  pathAndQuery: string,
  options: { token?: string; body?: string; type?: string } = {},
): Promise<{ status: number; body: ApiSuccess<unknown> | ApiFailure }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = options.type ?? 'application/json';
  const response = await fetch(`${kit.api.baseUrl}${pathAndQuery}`, {
    method,
    headers,
    body: options.body,
  });
  return {
    status: response.status,
    body: (await response.json()) as ApiSuccess<unknown> | ApiFailure,
  };
}

const fieldErrorsOf = (body: ApiSuccess<unknown> | ApiFailure) =>
  body.error ? (body.errors ?? {}) : {};

describe('hostile input in the request pipeline', () => {
  it('ignores query parameters named like built-in members, as any unknown parameter', async () => {
    for (const query of ['toString=1', 'constructor=x', '__proto__=a&__proto__=b', 'valueOf=']) {
      const response = await raw('GET', `get_articles?${query}`);
      expect(response.status, query).toBe(200);
    }
  });

  it('ignores body fields named like built-in members and keeps the known ones', async () => {
    const lister = await kit.lister();
    const response = await raw('POST', 'update_profile', {
      token: lister.token,
      body: '{"__proto__":{"role":"admin"},"constructor":{"x":1},"toString":"1","name":"Nadia"}',
    });
    expect(response.status).toBe(200);
    const [row] = await kit.db.select().from(users).where(eq(users.id, lister.id));
    expect(row).toMatchObject({ name: 'Nadia', role: 'user' });
  });

  it('refuses a repeated query parameter where one text goes, with a field error', async () => {
    const response = await raw('GET', 'get-property-list?search=a&search=b');
    expect(response.status).toBe(422);
    expect(fieldErrorsOf(response.body)).toHaveProperty('search');
  });

  it('refuses a repeated number parameter instead of taking its first value', async () => {
    const response = await raw('GET', 'get_articles?id=1&id=2');
    expect(response.status).toBe(422);
    expect(fieldErrorsOf(response.body)).toEqual({ id: 'Send one value here, not a list.' });
  });

  it('refuses a list or an object where text goes in a JSON body', async () => {
    const lister = await kit.lister();
    for (const name of [['a', 'b'], { first: 'a' }]) {
      const response = await raw('POST', 'update_profile', {
        token: lister.token,
        body: JSON.stringify({ name }),
      });
      expect(response.status, JSON.stringify(name)).toBe(422);
      expect(fieldErrorsOf(response.body)).toHaveProperty('name');
    }
  });

  it('refuses a NUL byte in a query, a JSON body and a form', async () => {
    const lister = await kit.lister();
    const inQuery = await raw('GET', 'get-property-list?city=a%00b');
    expect(inQuery.status).toBe(422);
    expect(fieldErrorsOf(inQuery.body)).toEqual({
      city: 'This text contains a NUL character, which is not allowed.',
    });
    const inJson = await raw('POST', 'update_profile', {
      token: lister.token,
      body: JSON.stringify({ about_me: 'hello\u0000world' }),
    });
    expect(inJson.status).toBe(422);
    expect(fieldErrorsOf(inJson.body)).toHaveProperty('about_me');
    const inForm = await raw('POST', 'update_profile', {
      token: lister.token,
      body: 'city=Por%00to',
      type: 'application/x-www-form-urlencoded',
    });
    expect(inForm.status).toBe(422);
    expect(fieldErrorsOf(inForm.body)).toHaveProperty('city');
  });

  it('refuses a NUL byte inside JSON held in a multipart text field', async () => {
    const lister = await kit.lister();
    const catalogue = await kit.catalogue();
    const parameters = JSON.stringify([
      { parameter_id: catalogue.parameterIds[0], value: 'a\u0000' },
    ]);
    const response = await kit.post(lister.token, kit.fields(catalogue, { parameters }));
    expect(response.status).toBe(422);
    expect(Object.keys(fieldErrorsOf(response.body))).toEqual(['parameters[0].value']);
  });

  it('refuses JSON in a multipart text field whose keys are built-in member names', async () => {
    const lister = await kit.lister();
    const catalogue = await kit.catalogue();
    const response = await kit.post(
      lister.token,
      kit.fields(catalogue, { parameters: '[{"toString":1,"value":{"a":1}}]' }),
    );
    expect(response.status).toBe(422);
    expect(fieldErrorsOf(response.body)).toHaveProperty('parameters');
  });

  it('refuses an integer beyond an integer column with a field error', async () => {
    for (const id of ['2147483648', '99999999999999999999', '-2147483649']) {
      const response = await raw('GET', `get_articles?id=${id}`);
      expect(response.status, id).toBe(422);
      expect(fieldErrorsOf(response.body), id).toHaveProperty('id');
    }
  });

  it('refuses null where text goes with a field error', async () => {
    const lister = await kit.lister();
    for (const field of ['mobile', 'email', 'name', 'address']) {
      const response = await raw('POST', 'update_profile', {
        token: lister.token,
        body: JSON.stringify({ [field]: null }),
      });
      expect(response.status, field).toBe(422);
      expect(fieldErrorsOf(response.body), field).toHaveProperty(field);
    }
  });

  it('answers 404 for a call name with a malformed escape', async () => {
    const response = await raw('GET', '%E0%A4%A');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: true, code: 'route_not_found' });
  });
});
