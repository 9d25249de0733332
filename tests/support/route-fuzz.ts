import fc from 'fast-check';
import type { AnyObject, ObjectSchema, SchemaFieldDescription } from 'yup';
import type { RouteDefinition } from '@/server/core/route';

/**
 * Requests for fuzzing the route table, generated from each route's yup schemas (field names,
 * types and choices via `describe()`): plausible values (real ids and slugs, the schema's own
 * choices) mixed with hostile ones, hostile key names, repeated parameters, broken bodies.
 */

/** Real rows of the fuzzed database, so some requests get past "not found" into the services. */
export interface FuzzFixtures {
  ids: readonly number[];
  slugs: readonly string[];
  emails: readonly string[];
  parameterIds: readonly number[];
  facilityIds: readonly number[];
}

export type FuzzAuth = 'visitor' | 'user' | 'admin';

export type FuzzBody =
  | { encoding: 'json'; text: string }
  | { encoding: 'form'; pairs: [string, string][] }
  | { encoding: 'multipart'; pairs: [string, string][]; file: FuzzFile | null }
  | { encoding: 'raw'; text: string; contentType: string };

export interface FuzzFile {
  field: string;
  filename: string;
  kind: 'pdf' | 'garbage' | 'empty';
}

export interface FuzzRequest {
  auth: FuzzAuth;
  /** Query pairs, repeats allowed. */
  query: [string, string][];
  body: FuzzBody | null;
}

/** Texts that broke or could break a pipeline: NUL, huge numbers, JSON, SQL, paths, Unicode. */
export const hostileTexts: readonly string[] = [
  'a\u0000b',
  '\u0000',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e309',
  '-1e309',
  'Infinity',
  'NaN',
  '0x1F',
  '1.5',
  '-0',
  ' ',
  '',
  "' OR '1'='1",
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '%00',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '[object Object]',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[{"toString":1}]',
  '{"__proto__":{"isAdmin":true}}',
  '[{"parameter_id":2147483648,"value":"x"}]',
  '[{"parameter_id":1,"value":{"a":1}}]',
  '[{"facility_id":1,"distance":1e400}]',
  '[null,{"constructor":null}]',
  '\ud800',
  '\u202e',
  '🏠🏠🏠',
  '١٢٣',
  'x'.repeat(5000),
  '00000000000000000001',
  '1,2,3',
  ',,,',
  '1,a',
];

/** Key names of Object.prototype members: on a plain object they find functions, not values. */
export const builtInKeys: readonly string[] = [
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'propertyIsEnumerable',
  'toLocaleString',
];

/** The five kinds of the audit, as JSON texts, per field. */
export const hostileJsonValues: readonly string[] = [
  'null',
  '["a","b"]',
  '{"a":1,"toString":1}',
  JSON.stringify('a\u0000b'),
  '2147483648',
  '[{"toString":1}]',
];

/** The same kinds as query or form text (more than one text: a repeated parameter). */
export const hostileTextValues: readonly string[][] = [
  ['a', 'b'],
  ['a\u0000b'],
  ['2147483648'],
  ['[{"toString":1}]'],
];

type Description = SchemaFieldDescription;

export interface RouteFields {
  /** Where the route reads its input: the query (GET) or the body. */
  where: 'query' | 'body';
  fields: Record<string, Description>;
}

/** The fields of a route's schema, read with describe(). */
export function fieldsOfRoute(definition: RouteDefinition): RouteFields {
  const schema: ObjectSchema<AnyObject> | undefined =
    definition.method === 'GET' ? definition.query : definition.body;
  const description = schema?.describe();
  const fields =
    description && 'fields' in description
      ? (description.fields as Record<string, Description>)
      : {};
  return { where: definition.method === 'GET' ? 'query' : 'body', fields };
}

const choicesOf = (description: Description): unknown[] =>
  'oneOf' in description
    ? description.oneOf.filter((choice) => choice !== undefined && choice !== '')
    : [];

const innerFieldsOf = (description: Description): Record<string, Description> | null => {
  if (description.type !== 'array' || !('innerType' in description)) return null;
  const inner = description.innerType as Description | undefined;
  return inner && 'fields' in inner ? (inner.fields as Record<string, Description>) : null;
};

/** A value that could be right for the field, as JSON (numbers stay numbers). */
function plausibleJson(
  name: string,
  description: Description,
  fx: FuzzFixtures,
): fc.Arbitrary<string> {
  const choices = choicesOf(description);
  if (choices.length > 0)
    return fc.constantFrom(...choices.map((choice) => JSON.stringify(choice)));
  const innerFields = innerFieldsOf(description);
  if (innerFields && 'parameter_id' in innerFields) {
    return fc
      .tuple(fc.constantFrom(...fx.parameterIds), fc.constantFrom('3', '120', ''))
      .map(([id, value]) => JSON.stringify([{ parameter_id: id, value }]));
  }
  if (innerFields && 'facility_id' in innerFields) {
    return fc
      .tuple(fc.constantFrom(...fx.facilityIds), fc.constantFrom(0, 1.5, 20))
      .map(([id, distance]) => JSON.stringify([{ facility_id: id, distance }]));
  }
  switch (description.type) {
    case 'number':
      return fc.constantFrom(...fx.ids, 0, 1, -1, 90).map(String);
    case 'boolean':
      return fc.constantFrom('true', 'false', '1', '0');
    case 'array':
      return fc.constantFrom(...fx.ids).map((id) => JSON.stringify(`${id}`));
    default:
      return plausibleText(name, fx).map((text) => JSON.stringify(text));
  }
}

function plausibleText(name: string, fx: FuzzFixtures): fc.Arbitrary<string> {
  if (/email/.test(name)) return fc.constantFrom(...fx.emails, 'someone.new@example.com');
  if (/mobile|^number$/.test(name)) return fc.constantFrom('+15551234567', '555 123 4567');
  if (/password/.test(name)) return fc.constant('correct horse battery');
  if (/otp/.test(name)) return fc.constantFrom('123456', '000000');
  if (/slug/.test(name)) return fc.constantFrom(...fx.slugs);
  if (/price/.test(name)) return fc.constantFrom('1000', '99.99', '0');
  if (/_ids?$|^id$|userid/.test(name)) return fc.constantFrom(...fx.ids).map(String);
  if (/country/.test(name)) return fc.constantFrom('PT', 'Portugal');
  return fc.oneof(
    fc.constantFrom('Lisbon', 'a', 'Sunny flat by the river with a balcony'),
    fc.string({ maxLength: 12 }),
  );
}

/** A JSON value: plausible, hostile text, or a hostile structure. */
function jsonValue(name: string, description: Description, fx: FuzzFixtures): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: plausibleJson(name, description, fx) },
    { weight: 2, arbitrary: fc.constantFrom(...hostileTexts).map((text) => JSON.stringify(text)) },
    { weight: 2, arbitrary: fc.constantFrom(...hostileJsonValues) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.integer(),
          fc.double(),
          fc.boolean(),
          fc.string({ unit: 'binary', maxLength: 20 }),
        )
        .map((value) => JSON.stringify(value) ?? 'null'),
    },
  );
}

/** One to three texts for a field (more than one = a repeated parameter). */
function textValues(
  name: string,
  description: Description,
  fx: FuzzFixtures,
): fc.Arbitrary<string[]> {
  const one = fc.oneof(
    {
      weight: 4,
      arbitrary: plausibleJson(name, description, fx).map((json) => {
        const value: unknown = JSON.parse(json);
        return typeof value === 'string' ? value : JSON.stringify(value);
      }),
    },
    { weight: 3, arbitrary: fc.constantFrom(...hostileTexts) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  );
  return fc.oneof(
    { weight: 5, arbitrary: one.map((value) => [value]) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

const hostileKey = (names: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...builtInKeys),
    names.length > 0 ? fc.constantFrom(...names).map((name) => `${name}[]`) : fc.constant('x[]'),
    fc.string({ maxLength: 8 }),
  );

function textPairs(routeFields: RouteFields, fx: FuzzFixtures): fc.Arbitrary<[string, string][]> {
  const names = Object.keys(routeFields.fields);
  const known = fc
    .subarray(names)
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((name) =>
          textValues(name, routeFields.fields[name]!, fx).map((values) =>
            values.map((value): [string, string] => [name, value]),
          ),
        ),
      ),
    )
    .map((groups) => groups.flat());
  const extra = fc.array(fc.tuple(hostileKey(names), fc.constantFrom(...hostileTexts)), {
    maxLength: 2,
  });
  return fc.tuple(known, extra).map(([pairs, more]) => [...pairs, ...more]);
}

function jsonObjectText(routeFields: RouteFields, fx: FuzzFixtures): fc.Arbitrary<string> {
  const names = Object.keys(routeFields.fields);
  const known = fc
    .subarray(names)
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((name) =>
          jsonValue(name, routeFields.fields[name]!, fx).map((value): [string, string] => [
            name,
            value,
          ]),
        ),
      ),
    );
  const extra = fc.array(
    fc.tuple(
      hostileKey(names),
      fc.constantFrom(...hostileJsonValues, '{"x":1e400}', '{"role":"admin","isAdmin":true}'),
    ),
    { maxLength: 2 },
  );
  // Written by hand: an object literal would turn a `__proto__` key into its prototype.
  return fc
    .tuple(known, extra)
    .map(
      ([members, more]) =>
        `{${[...members, ...more].map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`,
    );
}

const brokenBodies = fc.record({
  text: fc.constantFrom('', 'null', '[]', '"x"', '{', '{"a":', '\u0000', '1', 'true', '[{"a":1}]'),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
  ),
});

function fileArbitrary(definition: RouteDefinition): fc.Arbitrary<FuzzFile | null> {
  const fields = (definition.uploads ?? []).map((spec) => spec.field);
  return fc.option(
    fc.record({
      field: fc.constantFrom(...fields, 'unexpected'),
      filename: fc.constantFrom('a\u0000.pdf', '../../x.pdf', '\u202egpj.exe', 'x'.repeat(300), ''),
      kind: fc.constantFrom('pdf' as const, 'garbage' as const, 'empty' as const),
    }),
    { freq: 4 },
  );
}

/** Requests for one route: every auth, encodings the route takes and some it does not. */
export function requestArbitrary(
  definition: RouteDefinition,
  fx: FuzzFixtures,
): fc.Arbitrary<FuzzRequest> {
  const routeFields = fieldsOfRoute(definition);
  const auth = fc.constantFrom<FuzzAuth>('visitor', 'user', 'admin');
  if (routeFields.where === 'query') {
    return fc.record({ auth, query: textPairs(routeFields, fx), body: fc.constant(null) });
  }
  const bodies: fc.Arbitrary<FuzzBody>[] = [
    jsonObjectText(routeFields, fx).map((text) => ({ encoding: 'json' as const, text })),
    textPairs(routeFields, fx).map((pairs) => ({ encoding: 'form' as const, pairs })),
    brokenBodies.map((broken) => ({ encoding: 'raw' as const, ...broken })),
  ];
  if (definition.uploads) {
    const multipart = fc
      .tuple(textPairs(routeFields, fx), fileArbitrary(definition))
      .map(([pairs, file]) => ({ encoding: 'multipart' as const, pairs, file }));
    bodies.push(multipart, multipart);
  }
  const query = fc.array(fc.tuple(hostileKey([]), fc.constantFrom(...hostileTexts)), {
    maxLength: 1,
  });
  return fc.record({ auth, query, body: fc.oneof(...bodies) });
}
