import type { TSchema } from 'typebox';

/**
 * Makes `schema` a named model of the contract: `components/schemas/<name>` in api/openapi.json, and
 * a `$ref` wherever a route (or another named model) uses it. Route files keep using the TypeBox
 * constant itself, so handlers stay typed from it; lib/openapi/reference-named-schemas.ts swaps
 * each use for `{ $ref: '<name>#' }` and adds the model once with `addSchema`, so validation and
 * serialization run on the very same schema. Names are PascalCase and unique (see README.md here).
 * `description` (or the schema's own) also describes every answer that is this model.
 */
export function named<T extends TSchema>(name: string, schema: T, description?: string): T {
  if (!/^[A-Z][A-Za-z0-9]*(_[A-Z][A-Za-z0-9]*)*$/.test(name)) {
    throw new Error(`named(${name}): a component name is PascalCase (Page_Booking for a page of them)`);
  }
  const existing = (schema as { $id?: unknown }).$id;
  if (existing !== undefined && existing !== name) {
    throw new Error(`named(${name}): this schema is already named ${String(existing)}`);
  }
  // The description a generated client shows on the type, and an answer that is this model.
  return Object.assign(schema, { $id: name }, description === undefined ? {} : { description });
}

/** The component name of a named model, or undefined. */
export function nameOf(schema: unknown): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const id = (schema as { $id?: unknown }).$id;
  return typeof id === 'string' && /^[A-Z]/.test(id) ? id : undefined;
}
