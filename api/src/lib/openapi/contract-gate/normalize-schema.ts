// What a schema means, whatever way the document writes it: `$ref`s followed (a named component and
// the same schema written inline are one thing to a client), a null branch of an `anyOf`/`oneOf`
// (`{ nullable: true, enum: [null] }`, `{ type: 'null' }`) turned into `nullable: true`, and an
// `allOf` merged into one schema (`allOf: [{ $ref }], nullable: true` is how OpenAPI 3.0 makes a
// named schema nullable). The breaking-change gate compares documents through this, so renaming,
// naming or re-encoding a schema is never a change while what it accepts or answers stays the same.

/** A JSON value of an OpenAPI document, read without trusting its shape. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows local `$ref`s (`#/components/schemas/X`, also a chain of them) to the object they name. */
export function resolveRef(document: JsonObject, value: Json | undefined): JsonObject | undefined {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20 || !current.$ref.startsWith('#/')) return undefined;
    let target: Json | undefined = document;
    for (const raw of current.$ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    current = target;
  }
  return isObject(current) ? current : undefined;
}

function isNullSchema(schema: JsonObject): boolean {
  if (schema.type === 'null') return true;
  return Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every((v) => v === null);
}

/** Merges the members of an `allOf` (and the keywords beside it) into one object schema. */
function mergeAll(parts: JsonObject[]): JsonObject {
  const merged: JsonObject = {};
  const properties: JsonObject = {};
  const required = new Set<string>();
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObject(value)) Object.assign(properties, value);
      else if (key === 'required' && Array.isArray(value))
        value.forEach((name) => typeof name === 'string' && required.add(name));
      else if (key === 'nullable') merged.nullable = merged.nullable === true || value === true;
      else if (key !== 'allOf') merged[key] = value;
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

/**
 * The schema with `$ref`s, `allOf` and null branches resolved at its top level (properties and
 * items are normalized when the comparison reaches them, so recursive schemas stay finite).
 */
export function normalizeSchema(document: JsonObject, value: Json | undefined): JsonObject {
  const schema = resolveRef(document, value);
  if (!schema) return {};
  let result: JsonObject = schema;
  if (Array.isArray(schema.type)) {
    // OpenAPI 3.1: `type: ['string', 'null']` is a nullable string, several types a union.
    const types = schema.type.filter((t) => t !== 'null');
    const nullable = types.length < schema.type.length || schema.nullable === true;
    const { type: _types, ...rest } = schema;
    void _types;
    if (types.length === 0) return { nullable: true, enum: [null] };
    result =
      types.length === 1
        ? { ...rest, type: types[0] ?? null, nullable }
        : { ...rest, anyOf: types.map((type) => ({ type })), nullable };
  }
  if (Array.isArray(result.allOf)) {
    const { allOf, ...siblings } = result;
    const parts = (allOf as Json[]).map((part) => normalizeSchema(document, part));
    result = mergeAll([...parts, siblings]);
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = result[key];
    if (!Array.isArray(branches)) continue;
    const resolved = branches.map((branch) => resolveRef(document, branch) ?? {});
    const nonNull = resolved.filter((branch) => !isNullSchema(branch));
    if (nonNull.length === resolved.length) continue;
    const { [key]: _dropped, ...rest } = result;
    void _dropped;
    result =
      nonNull.length === 1
        ? { ...normalizeSchema(document, nonNull[0]), ...rest, nullable: true }
        : { ...rest, [key]: nonNull, nullable: true };
  }
  if (isNullSchema(result)) return { nullable: true, enum: [null] };
  return result;
}

/** The alternatives a schema stands for: the branches of an `anyOf`/`oneOf`, else the schema alone. */
export function branchesOf(document: JsonObject, schema: JsonObject): JsonObject[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(branches)) return [schema];
  const nullable = schema.nullable === true;
  return branches.flatMap((branch) =>
    branchesOf(document, normalizeSchema(document, branch)).map((b) => (nullable ? { ...b, nullable } : b)),
  );
}

/** The JSON type a schema describes (`type`, else what its keywords imply), or undefined for any. */
export function typeOf(schema: JsonObject): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (isObject(schema.properties) || isObject(schema.additionalProperties)) return 'object';
  if (schema.items !== undefined) return 'array';
  if (Array.isArray(schema.enum)) {
    const kinds = new Set(schema.enum.filter((v) => v !== null).map((v) => typeof v));
    if (kinds.size === 1) return [...kinds][0];
  }
  return undefined;
}
