import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { DOCUMENT_INFO, SECURITY_SCHEMES, SERVERS, TAGS } from '../../lib/openapi/document-info';
import { describeAnswers } from '../../lib/openapi/describe-answers';
import { openApi30Schemas } from '../../lib/openapi/openapi-schemas';

interface Document {
  paths?: Record<string, Record<string, { tags?: string[] }>>;
  components?: { schemas?: Record<string, unknown> };
  tags?: { name: string; description: string }[];
}

/**
 * OpenAPI 3.0 schemas take one `example`, not JSON Schema's `examples` array (TypeBox's keyword, e.g.
 * on IsoDate): the first one is kept. Media types' `examples` maps are left alone.
 */
function oneExampleEach(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) oneExampleEach(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.examples)) {
    if (record.examples.length > 0 && record.example === undefined) record.example = record.examples[0];
    delete record.examples;
  }
  for (const child of Object.values(record)) oneExampleEach(child);
}

interface Parameter {
  in?: string;
  required?: boolean;
  schema?: { default?: unknown };
}

/**
 * A query parameter with a default (`limit` of a page) is required in its TypeBox schema, which is
 * how ajv fills it in, but a client may leave it out: the document says so.
 */
function defaultsAreOptional(document: Document): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations) as { parameters?: Parameter[] }[]) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && parameter.schema?.default !== undefined) parameter.required = false;
      }
    }
  }
}

/** The tags the operations use, in name order, each with its description. */
function documentTags(document: Document): { name: string; description: string }[] {
  const used = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) for (const tag of operation.tags ?? []) used.add(tag);
  }
  return [...used]
    .sort()
    .map((name) => ({ name, description: TAGS[name] ?? `Operations under /api/${name}.` }));
}

/**
 * OpenAPI generated from the routes' TypeBox schemas: UI at /api/docs, JSON at /api/docs/json, and
 * the committed copy `api/openapi.json` (`npm run openapi -w api`). Operations are completed by
 * lib/openapi/describe-operation.ts.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: DOCUMENT_INFO,
        servers: SERVERS,
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      // A named model (schemas/named.ts) is `components/schemas/<its $id>`, not `def-<n>`.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
      transformObject: (input) => {
        const document = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as Document;
        // A copy: the routes' own schemas (shared objects) keep their keywords for validation.
        const copy = structuredClone(document);
        oneExampleEach(copy.paths);
        oneExampleEach(copy.components?.schemas);
        const components = copy.components?.schemas ?? {};
        // Components first: a nullable reference repeats the `type` of its (converted) component.
        openApi30Schemas(components, components);
        openApi30Schemas(copy.paths, components);
        defaultsAreOptional(copy);
        describeAnswers(copy);
        return { ...copy, tags: documentTags(copy) } as typeof document & Record<string, unknown>;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
