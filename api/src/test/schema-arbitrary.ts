import fc from 'fast-check';

/** The subset of OpenAPI 3.0 schema the API's request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  const?: unknown;
  $ref?: string;
}

/** The document's named schemas (`#/components/schemas/<Name>`), for the `$ref`s of a schema. */
export type Components = Record<string, JsonSchema>;

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  'date-time': fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
  date: fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  email: fc.emailAddress(),
};

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!;
  const max = Math.min(schema.maxLength ?? 40, 200);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= max);
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: max });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 1000);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values valid for `schema`: what a correct client could send. */
export function schemaArbitrary(schema: JsonSchema, components: Components = {}): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`schemaArbitrary: unresolved ${schema.$ref}`);
    return schemaArbitrary(target, components);
  }
  const base = baseArbitrary(schema, components);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function baseArbitrary(schema: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => schemaArbitrary(option, components)));
  if (schema.allOf?.length === 1) return schemaArbitrary(schema.allOf[0]!, components);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}, components), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        record[name] = schemaArbitrary(property, components);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      });
    }
    default:
      throw new Error(`schemaArbitrary: unsupported type ${String(type)}`);
  }
}
