import type { FastifyInstance, RouteOptions } from 'fastify';
import { nameOf } from '../../schemas/named';

const ROUTE_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * A copy of `schema` in which every named model (schemas/named.ts) below the top is `{ $ref }`; the
 * top one keeps its `$id` when `keepTop` (it is the component itself). Each model met is put in
 * `found`.
 */
function withReferences(schema: unknown, found: Map<string, object>, keepTop: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withReferences(item, found, false));
  if (!schema || typeof schema !== 'object') return schema;
  const name = nameOf(schema);
  if (name && !keepTop) {
    found.set(name, schema);
    return { $ref: `${name}#` };
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = withReferences(value, found, false);
  return copy;
}

/**
 * `onRoute` hook (registered after the hooks that add answers): every named model a route's schemas
 * use becomes `{ $ref: '<name>#' }`, and the model is added once (`addSchema`, itself with references
 * to the models it holds) where the route is, so ajv and fast-json-stringify validate and serialize
 * with the same schema as before, and @fastify/swagger emits it as `components/schemas/<name>`.
 * Route files keep their TypeBox constants, and with them their handlers' types.
 */
export function referenceNamedSchemas(): (this: FastifyInstance, route: RouteOptions) => void {
  // One schema per name across the app: two different schemas under one name would make the contract
  // describe one of them for both.
  const models = new Map<string, object>();

  function add(instance: FastifyInstance, name: string, model: object): void {
    const known = models.get(name);
    // Built twice alike (a page helper called by two routes) is one model; anything else is a mistake.
    if (known && known !== model && JSON.stringify(known) !== JSON.stringify(model)) {
      throw new Error(`Two different schemas are named ${name}`);
    }
    models.set(name, known ?? model);
    if (instance.getSchema(name)) return;
    const nested = new Map<string, object>();
    instance.addSchema(withReferences(model, nested, true));
    for (const [inner, schema] of nested) add(instance, inner, schema);
  }

  return function referenceNamed(this: FastifyInstance, route: RouteOptions): void {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    const found = new Map<string, object>();
    const replaced: Record<string, unknown> = { ...schema };
    for (const part of ROUTE_PARTS) {
      if (schema[part] !== undefined) replaced[part] = withReferences(schema[part], found, false);
    }
    const response = schema.response as Record<string, unknown> | undefined;
    if (response) {
      replaced.response = Object.fromEntries(
        Object.entries(response).map(([code, body]) => [code, withReferences(body, found, false)]),
      );
    }
    for (const [name, model] of found) add(this, name, model);
    route.schema = replaced;
  };
}
