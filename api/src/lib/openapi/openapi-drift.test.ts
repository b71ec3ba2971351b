// api/openapi.json is the contract other apps are typed from: it must be exactly what the routes
// describe, so every change to a route schema shows up in review as a change to that file.
import { readFile } from 'node:fs/promises';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { OPENAPI_FILE, REGENERATE_HINT, openApiText } from './openapi-document';
import { OPTIONAL_SESSION_ROUTES } from './describe-operation';
import { REQUEST_EXAMPLES } from './request-examples';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Operations = Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>;

/** `METHOD /path` of every operation whose value differs between two documents. */
function changedOperations(a: Operations, b: Operations): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].flatMap((path) => {
    const methods = new Set([...Object.keys(a[path] ?? {}), ...Object.keys(b[path] ?? {})]);
    return [...methods]
      .filter((m) => JSON.stringify(a[path]?.[m]) !== JSON.stringify(b[path]?.[m]))
      .map((m) => `${m.toUpperCase()} ${path}`);
  });
}

it('is the document the routes describe (api/openapi.json is up to date)', async () => {
  const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
  const current = openApiText(t.app);
  if (committed !== current) {
    const changed = committed
      ? changedOperations(JSON.parse(committed).paths, JSON.parse(current).paths)
      : ['(api/openapi.json is missing)'];
    throw new Error(
      `api/openapi.json differs from the routes' schemas (operations: ${changed.join(', ') || 'document-level fields'}). ${REGENERATE_HINT}`,
    );
  }
});

it('gives every operation a unique operationId and names only existing routes in its tables', () => {
  const paths = (t.app.swagger() as { paths: Operations }).paths;
  const ids = Object.values(paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
  expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  const routes = new Set(
    Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    ),
  );
  expect(Object.keys(REQUEST_EXAMPLES).filter((route) => !routes.has(route))).toEqual([]);
  expect([...OPTIONAL_SESSION_ROUTES].filter((route) => !routes.has(route))).toEqual([]);
});

describe('named schemas (issue 23 item 1)', () => {
  interface Media {
    schema?: { $ref?: string; type?: string };
  }
  interface Answer {
    description: string;
    content?: Record<string, Media>;
  }
  interface Operation {
    requestBody?: { content: Record<string, Media> };
    responses: Record<string, Answer>;
  }
  const documentOf = () =>
    t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
  const operations = () =>
    Object.entries(documentOf().paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );

  it('names every body and JSON answer: a $ref, or a plain text answer', () => {
    const inline = operations().flatMap(({ name, op }) => {
      const media = [
        ...Object.values(op.requestBody?.content ?? {}).map((m) => [`${name} body`, m] as const),
        ...Object.entries(op.responses).flatMap(([code, answer]) =>
          Object.values(answer.content ?? {}).map((m) => [`${name} ${code}`, m] as const),
        ),
      ];
      return media
        .filter(([, m]) => m.schema && !m.schema.$ref && m.schema.type !== 'string')
        .map(([where]) => where);
    });
    expect(inline).toEqual([]);
  });

  it('references every component, and describes every answer', () => {
    const document = documentOf();
    const text = JSON.stringify(document);
    const unused = Object.keys(document.components.schemas).filter(
      (name) => !text.includes(`"#/components/schemas/${name}"`),
    );
    expect(unused).toEqual([]);
    const undescribed = operations().flatMap(({ name, op }) =>
      Object.entries(op.responses)
        .filter(([, answer]) => !answer.description || answer.description === 'Default Response')
        .map(([code]) => `${name} ${code}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('says null the OpenAPI 3.0 way: nullable, never a null type or enum: [null] member', () => {
    const text = JSON.stringify(documentOf());
    expect(text).not.toContain('"type":"null"');
    expect(text).not.toMatch(/"enum":\[null\]/);
  });
});
