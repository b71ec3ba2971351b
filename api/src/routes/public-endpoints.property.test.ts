// Every public operation of the committed contract (api/openapi.json, `security: []` or an optional
// session), called with requests generated from its own parameter and body schemas, answers without
// a 5xx: whatever a correct client may send, the API refuses with a 4xx or serves it.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '../lib/openapi/openapi-document';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { schemaArbitrary, type Components, type JsonSchema } from '../test/schema-arbitrary';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Components };
};
const components = document.components.schemas;

const isPublic = (op: Operation) =>
  !op.security ||
  op.security.length === 0 ||
  op.security.some((requirement) => Object.keys(requirement).length === 0);

const PUBLIC = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, op]) => isPublic(op))
    // The live stream never ends by itself; its refusals are covered by its own tests.
    .filter(([, op]) => op.operationId !== 'getNotificationsStream')
    .map(([method, op]) => ({ path, method: method.toUpperCase() as InjectOptions['method'], op })),
);

function requestArbitrary(path: string, method: InjectOptions['method'], op: Operation) {
  const parameters = op.parameters ?? [];
  const group = (place: Parameter['in']) => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const p of parameters.filter((x) => x.in === place))
      record[p.name] = schemaArbitrary(p.schema, components);
    const required = parameters.filter((x) => x.in === place && (x.required || place === 'path'));
    return fc.record(record, { requiredKeys: required.map((p) => p.name) });
  };
  const json = op.requestBody?.content['application/json']?.schema;
  return fc
    .record({
      params: group('path'),
      query: group('query'),
      body: json ? schemaArbitrary(json, components) : fc.constant(undefined),
    })
    .map(({ params, query, body }): InjectOptions => {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query))
        if (value !== undefined) search.set(name, String(value));
      const text = search.toString();
      return {
        method,
        url: text ? `${url}?${text}` : url,
        ...(body === undefined
          ? {}
          : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      };
    });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const host = await t.createUser({ roles: ['renter', 'host'] });
  await t.createListing(host);
});
afterAll(() => t.close());

it('finds the public operations in the contract', () => {
  expect(PUBLIC.map(({ op }) => op.operationId)).toEqual(
    expect.arrayContaining(['postAuthSignin', 'getListings', 'getListingsById']),
  );
});

it.each(PUBLIC.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
  '%s answers valid requests without a 5xx',
  async (_name, { path, method, op }) => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(path, method, op), async (request) => {
        const res = await t.app.inject(request);
        expect({ request, status: res.statusCode, body: res.statusCode >= 500 ? res.body : '' }).toEqual({
          request,
          status: expect.any(Number),
          body: '',
        });
      }),
      { numRuns: 15 },
    );
  },
);
