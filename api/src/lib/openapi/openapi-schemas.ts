// Post-processing of the schemas @fastify/swagger emits, so that OpenAPI 3.0 generators read them as
// meant: nullable values as `nullable: true` (never a `{ enum: [null] }` member of an anyOf), enums
// with their `type`. Used by plugins/external/swagger.ts on a copy of the document.

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What @fastify/swagger writes for JSON Schema's `{ type: 'null' }` in OpenAPI 3.0. */
function isNullMember(schema: unknown): boolean {
  return (
    isObject(schema) &&
    schema.nullable === true &&
    Array.isArray(schema.enum) &&
    schema.enum.length === 1 &&
    schema.enum[0] === null
  );
}

function enumType(values: unknown[]): string | undefined {
  const types = new Set(values.filter((value) => value !== null).map((value) => typeof value));
  if (types.size !== 1) return undefined;
  const [type] = types;
  return type === 'string' || type === 'boolean' ? type : type === 'number' ? 'number' : undefined;
}

/** `anyOf: [X, null]` as OpenAPI 3.0 says it: X itself with `nullable: true`. */
function nullableForm(schema: Schema, combinator: 'anyOf' | 'oneOf', components: Schema): void {
  const members = schema[combinator] as unknown[];
  const others = members.filter((member) => !isNullMember(member));
  if (others.length === members.length || others.length === 0) return;
  delete schema[combinator];
  schema.nullable = true;
  if (others.length > 1) {
    // Several non-null shapes: the type they share (if any) carries `nullable`.
    const types = new Set(others.map((member) => (isObject(member) ? member.type : undefined)));
    const [type] = types;
    if (types.size === 1 && typeof type === 'string') schema.type = type;
    schema[combinator] = others;
    return;
  }
  const only = others[0] as Schema;
  if (typeof only.$ref === 'string') {
    // A named model that may be null: `nullable` beside its `type` and a single allOf, as OpenAPI 3.0
    // generators (and Redocly's nullable-type-sibling rule) expect.
    const target = components[only.$ref.replace('#/components/schemas/', '')];
    // (An enum component may not have been given its type yet: it is read from its values.)
    const type = isObject(target)
      ? (target.type ?? (Array.isArray(target.enum) ? enumType(target.enum) : undefined))
      : undefined;
    if (typeof type === 'string') schema.type = type;
    schema.allOf = [only];
    return;
  }
  for (const [key, value] of Object.entries(only)) {
    if (key === 'description' && schema.description !== undefined) continue;
    schema[key] = value;
  }
  schema.nullable = true;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
}

/** `anyOf` of one-value enums of one type (TypeBox's union of literals): one enum of all the values. */
function oneEnum(schema: Schema): void {
  const members = schema.anyOf;
  if (!Array.isArray(members) || members.length < 2) return;
  const literal = (member: unknown): member is Schema =>
    isObject(member) &&
    Array.isArray(member.enum) &&
    member.enum.length === 1 &&
    Object.keys(member).every((key) => key === 'type' || key === 'enum');
  if (!members.every(literal)) return;
  const types = new Set(members.map((member) => member.type));
  if (types.size !== 1) return;
  delete schema.anyOf;
  const [type] = types;
  if (type !== undefined) schema.type = type;
  schema.enum = members.map((member) => (member.enum as unknown[])[0]);
}

/**
 * Rewrites every schema under `node` in place (the document's paths or its components); `components`
 * are the document's named schemas, whose `type` a nullable reference repeats.
 */
export function openApi30Schemas(node: unknown, components: Schema = {}): void {
  if (Array.isArray(node)) {
    for (const item of node) openApi30Schemas(item, components);
    return;
  }
  if (!isObject(node)) return;
  for (const value of Object.values(node)) openApi30Schemas(value, components);
  oneEnum(node);
  for (const combinator of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(node[combinator])) nullableForm(node, combinator, components);
  }
  if (Array.isArray(node.enum) && node.type === undefined && !isNullMember(node)) {
    const type = enumType(node.enum);
    if (type) node.type = type;
  }
}
