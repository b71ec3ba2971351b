// Whether a client built on the released schema still works with the current one, read as a client:
// in a request the current schema must still accept everything the released one did and ask for
// nothing more; in a response it must still answer everything the released one promised and nothing
// the client's generated types cannot hold. A value added to a response enum is not counted (clients
// must keep a default branch: error codes and statuses grow); a removed one is, since generated
// unions drop it and callers comparing with it stop compiling.
import {
  type Json,
  type JsonObject,
  branchesOf,
  isObject,
  normalizeSchema,
  typeOf,
} from './normalize-schema';

export type Direction = 'request' | 'response';

export interface CompareContext {
  released: JsonObject;
  current: JsonObject;
  /** Pairs of `$ref`s under comparison right now: a recursive schema is not walked forever. */
  seen: Set<string>;
}

/** One breaking difference: where in the operation (`response 200 body.items[].city`) and what. */
export interface SchemaIssue {
  where: string;
  what: string;
}

const MAX_DEPTH = 40;
const LOWER_BOUNDS = ['minLength', 'minimum', 'minItems'] as const;
const UPPER_BOUNDS = ['maxLength', 'maximum', 'maxItems'] as const;

function names(value: Json | undefined): Set<string> {
  return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
}

function enumValues(schema: JsonObject): Json[] | undefined {
  return Array.isArray(schema.enum) ? schema.enum.filter((v) => v !== null) : undefined;
}

function show(value: Json): string {
  return JSON.stringify(value);
}

/** Request-only: bounds and patterns that now reject a value the released schema accepted. */
function tightenedBounds(old: JsonObject, neu: JsonObject, where: string): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  for (const key of LOWER_BOUNDS) {
    const [o, n] = [old[key], neu[key]];
    if (typeof n === 'number' && (typeof o !== 'number' || n > o))
      issues.push({ where, what: `${key} raised from ${o ?? 'none'} to ${n}` });
  }
  for (const key of UPPER_BOUNDS) {
    const [o, n] = [old[key], neu[key]];
    if (typeof n === 'number' && (typeof o !== 'number' || n < o))
      issues.push({ where, what: `${key} lowered from ${o ?? 'none'} to ${n}` });
  }
  if (typeof neu.pattern === 'string' && neu.pattern !== old.pattern)
    issues.push({ where, what: `pattern is now ${neu.pattern}` });
  return issues;
}

function compareEnums(old: JsonObject, neu: JsonObject, direction: Direction, where: string): SchemaIssue[] {
  const [o, n] = [enumValues(old), enumValues(neu)];
  if (direction === 'request') {
    if (!n) return [];
    if (!o) return [{ where, what: `now limited to ${show(n)}` }];
    return o.filter((v) => !n.includes(v)).map((v) => ({ where, what: `no longer accepts ${show(v)}` }));
  }
  if (!o) return [];
  if (!n) return [{ where, what: `no longer limited to ${show(o)}` }];
  return o.filter((v) => !n.includes(v)).map((v) => ({ where, what: `value ${show(v)} removed` }));
}

function compareObjects(
  context: CompareContext,
  old: JsonObject,
  neu: JsonObject,
  direction: Direction,
  where: string,
  depth: number,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const oldProps = isObject(old.properties) ? old.properties : {};
  const newProps = isObject(neu.properties) ? neu.properties : {};
  const [oldRequired, newRequired] = [names(old.required), names(neu.required)];
  const at = (name: string) => `${where}.${name}`;
  for (const [name, oldProp] of Object.entries(oldProps)) {
    if (!(name in newProps)) {
      issues.push({ where: at(name), what: 'field removed' });
      continue;
    }
    if (direction === 'response' && oldRequired.has(name) && !newRequired.has(name))
      issues.push({ where: at(name), what: 'no longer always present' });
    if (direction === 'request' && !oldRequired.has(name) && newRequired.has(name))
      issues.push({ where: at(name), what: 'now required' });
    issues.push(...compareSchemas(context, oldProp, newProps[name], direction, at(name), depth + 1));
  }
  if (direction === 'request') {
    for (const name of Object.keys(newProps))
      if (!(name in oldProps) && newRequired.has(name))
        issues.push({ where: at(name), what: 'new required field' });
  }
  if (isObject(old.additionalProperties) && isObject(neu.additionalProperties))
    issues.push(
      ...compareSchemas(
        context,
        old.additionalProperties,
        neu.additionalProperties,
        direction,
        `${where}{*}`,
        depth + 1,
      ),
    );
  return issues;
}

/** Compares two single (non-union) normalized schemas. */
function compareSingle(
  context: CompareContext,
  old: JsonObject,
  neu: JsonObject,
  direction: Direction,
  where: string,
  depth: number,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const [oldNull, newNull] = [old.nullable === true, neu.nullable === true];
  if (direction === 'request' && oldNull && !newNull) issues.push({ where, what: 'no longer accepts null' });
  if (direction === 'response' && !oldNull && newNull) issues.push({ where, what: 'may now be null' });

  const [ot, nt] = [typeOf(old), typeOf(neu)];
  const widened =
    direction === 'request' ? ot === 'integer' && nt === 'number' : ot === 'number' && nt === 'integer';
  if (ot && nt && ot !== nt && !widened)
    return [...issues, { where, what: `type changed from ${ot} to ${nt}` }];
  if (direction === 'response' && ot && !nt)
    issues.push({ where, what: `type no longer stated (was ${ot})` });
  if (direction === 'request' && !ot && nt) issues.push({ where, what: `now limited to type ${nt}` });

  if (typeof old.format === 'string' && old.format !== neu.format)
    issues.push({ where, what: `format changed from ${old.format} to ${show(neu.format ?? 'none')}` });
  issues.push(...compareEnums(old, neu, direction, where));
  if (direction === 'request') issues.push(...tightenedBounds(old, neu, where));
  if ((ot ?? nt) === 'object') issues.push(...compareObjects(context, old, neu, direction, where, depth));
  if ((ot ?? nt) === 'array' && old.items !== undefined && neu.items !== undefined)
    issues.push(...compareSchemas(context, old.items, neu.items, direction, `${where}[]`, depth + 1));
  return issues;
}

/**
 * The breaking differences between a released schema and the current one, for a request
 * (`direction: 'request'`) or a response. Unions: in a request each released alternative must still be
 * accepted by some current one; in a response each current alternative must be one the released
 * schema allowed.
 */
export function compareSchemas(
  context: CompareContext,
  oldRaw: Json | undefined,
  newRaw: Json | undefined,
  direction: Direction,
  where: string,
  depth = 0,
): SchemaIssue[] {
  if (depth > MAX_DEPTH) return [];
  const oldRef = isObject(oldRaw) ? oldRaw.$ref : undefined;
  const newRef = isObject(newRaw) ? newRaw.$ref : undefined;
  if (typeof oldRef !== 'string' || typeof newRef !== 'string')
    return compareResolved(context, oldRaw, newRaw, direction, where, depth);
  const key = `${direction} ${oldRef} ${newRef}`;
  if (context.seen.has(key)) return [];
  context.seen.add(key);
  try {
    return compareResolved(context, oldRaw, newRaw, direction, where, depth);
  } finally {
    context.seen.delete(key);
  }
}

function compareResolved(
  context: CompareContext,
  oldRaw: Json | undefined,
  newRaw: Json | undefined,
  direction: Direction,
  where: string,
  depth: number,
): SchemaIssue[] {
  const old = normalizeSchema(context.released, oldRaw);
  const neu = normalizeSchema(context.current, newRaw);
  const oldBranches = branchesOf(context.released, old);
  const newBranches = branchesOf(context.current, neu);
  if (oldBranches.length === 1 && newBranches.length === 1)
    return compareSingle(context, old, neu, direction, where, depth);

  // Each `must` alternative needs a counterpart among `may` that it compares clean with.
  const [must, may] = direction === 'request' ? [oldBranches, newBranches] : [newBranches, oldBranches];
  const issues: SchemaIssue[] = [];
  for (const branch of must) {
    const attempts = may.map((other) => {
      const [o, n] = direction === 'request' ? [branch, other] : [other, branch];
      return compareSingle(context, o, n, direction, where, depth);
    });
    if (attempts.some((attempt) => attempt.length === 0)) continue;
    // Say why against the counterpart of the same type, or the only one; else name what is lost.
    const sameType = may.findIndex((other) => typeOf(other) === typeOf(branch));
    const counterpart = sameType >= 0 ? sameType : may.length === 1 ? 0 : -1;
    const kind = typeOf(branch) ?? 'any';
    issues.push(
      ...(counterpart >= 0
        ? (attempts[counterpart] ?? [])
        : [{ where, what: direction === 'request' ? `no longer accepts ${kind}` : `may now be ${kind}` }]),
    );
  }
  return issues;
}
