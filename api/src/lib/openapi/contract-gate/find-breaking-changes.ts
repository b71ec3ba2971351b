// The breaking changes from the released contract to the current one, operation by operation, as a
// client sees them: an operation or success status gone, a parameter or request field that is new
// and required (or became required), input the server no longer accepts, a response field removed,
// retyped or no longer always present, and a public operation that now asks for a sign-in. Additions
// (operations, optional inputs, response fields, error statuses) are not breaking.
import { type CompareContext, type SchemaIssue, compareSchemas } from './compare-schemas';
import { type Json, type JsonObject, isObject, resolveRef } from './normalize-schema';

export interface BreakingChange {
  /** `GET /api/listings`: what api/CHANGELOG.md must name to record the change. */
  operation: string;
  detail: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `/api/listings/{id}` and `/api/listings/{listingId}` are one path to a client. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

function objectAt(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {};
}

/** Path-level and operation-level parameters, keyed `query limit`, `path id`… */
function parametersOf(
  document: JsonObject,
  pathItem: JsonObject,
  operation: JsonObject,
): Map<string, JsonObject> {
  const parameters = new Map<string, JsonObject>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = resolveRef(document, raw);
      if (parameter && typeof parameter.in === 'string' && typeof parameter.name === 'string')
        parameters.set(`${parameter.in} ${parameter.name}`, parameter);
    }
  }
  return parameters;
}

function compareParameters(
  context: CompareContext,
  old: Map<string, JsonObject>,
  neu: Map<string, JsonObject>,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  for (const [key, oldParameter] of old) {
    const where = `${key.replace(' ', ' parameter `')}\``;
    const newParameter = neu.get(key);
    if (!newParameter) {
      issues.push({ where, what: 'removed' });
      continue;
    }
    if (oldParameter.required !== true && newParameter.required === true)
      issues.push({ where, what: 'now required' });
    issues.push(...compareSchemas(context, oldParameter.schema, newParameter.schema, 'request', where));
  }
  for (const [key, parameter] of neu)
    if (!old.has(key) && parameter.required === true)
      issues.push({ where: `${key.replace(' ', ' parameter `')}\``, what: 'new required parameter' });
  return issues;
}

function compareRequestBodies(context: CompareContext, oldRaw: Json | undefined, newRaw: Json | undefined) {
  const old = resolveRef(context.released, oldRaw);
  const neu = resolveRef(context.current, newRaw);
  const where = 'request body';
  if (!old) return neu?.required === true ? [{ where, what: 'now required' }] : [];
  if (!neu) return [{ where, what: 'removed' }];
  const issues: SchemaIssue[] = [];
  if (old.required !== true && neu.required === true) issues.push({ where, what: 'now required' });
  const newContent = objectAt(neu.content);
  for (const [mediaType, media] of Object.entries(objectAt(old.content))) {
    if (!(mediaType in newContent)) issues.push({ where, what: `no longer accepts ${mediaType}` });
    else
      issues.push(
        ...compareSchemas(
          context,
          objectAt(media).schema,
          objectAt(newContent[mediaType]).schema,
          'request',
          where,
        ),
      );
  }
  return issues;
}

function compareResponses(context: CompareContext, oldRaw: Json | undefined, newRaw: Json | undefined) {
  const issues: SchemaIssue[] = [];
  const newResponses = objectAt(newRaw);
  for (const [status, oldValue] of Object.entries(objectAt(oldRaw))) {
    const where = `response ${status}`;
    if (!(status in newResponses)) {
      if (status.startsWith('2')) issues.push({ where, what: 'success status removed' });
      continue;
    }
    const old = resolveRef(context.released, oldValue) ?? {};
    const neu = resolveRef(context.current, newResponses[status]) ?? {};
    const newContent = objectAt(neu.content);
    for (const [mediaType, media] of Object.entries(objectAt(old.content))) {
      const body = `${where} body`;
      if (!(mediaType in newContent)) issues.push({ where: body, what: `no longer answers ${mediaType}` });
      else
        issues.push(
          ...compareSchemas(
            context,
            objectAt(media).schema,
            objectAt(newContent[mediaType]).schema,
            'response',
            body,
          ),
        );
    }
  }
  return issues;
}

/** Public in the release (`security: []`) and now behind a sign-in. */
function compareSecurity(released: JsonObject, current: JsonObject, old: JsonObject, neu: JsonObject) {
  const required = (document: JsonObject, operation: JsonObject) => {
    const security = operation.security ?? document.security;
    return (
      Array.isArray(security) &&
      security.length > 0 &&
      !security.some((s) => isObject(s) && !Object.keys(s).length)
    );
  };
  return !required(released, old) && required(current, neu)
    ? [{ where: 'security', what: 'now requires a signed-in client' }]
    : [];
}

export function findBreakingChanges(released: JsonObject, current: JsonObject): BreakingChange[] {
  const context: CompareContext = { released, current, seen: new Set() };
  const currentPaths = new Map(
    Object.entries(objectAt(current.paths)).map(([path, item]) => [pathShape(path), item]),
  );
  const changes: BreakingChange[] = [];
  for (const [path, oldItemRaw] of Object.entries(objectAt(released.paths))) {
    const oldItem = objectAt(oldItemRaw);
    const newItem = objectAt(currentPaths.get(pathShape(path)));
    for (const method of METHODS.filter((m) => isObject(oldItem[m]))) {
      const operation = `${method.toUpperCase()} ${path}`;
      const old = objectAt(oldItem[method]);
      if (!isObject(newItem[method])) {
        changes.push({ operation, detail: 'operation removed' });
        continue;
      }
      const neu = newItem[method];
      const issues = [
        ...compareSecurity(released, current, old, neu),
        ...compareParameters(
          context,
          parametersOf(released, oldItem, old),
          parametersOf(current, newItem, neu),
        ),
        ...compareRequestBodies(context, old.requestBody, neu.requestBody),
        ...compareResponses(context, old.responses, neu.responses),
      ];
      // A nullable union says "no longer accepts null" once per alternative: each line once.
      const details = new Set(issues.map((issue) => `${issue.where}: ${issue.what}`));
      for (const detail of details) changes.push({ operation, detail });
    }
  }
  return changes;
}
