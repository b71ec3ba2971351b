import { isErrorCode } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '../lib/openapi/openapi-document';

let validators: Map<string, ValidateFunction | null> | null = null;
let ajv: Ajv | null = null;

function contract(): Ajv | null {
  if (ajv) return ajv;
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
  } catch {
    return null; // no committed document yet: the drift test says so
  }
  // OpenAPI 3.0 schemas: `nullable`, `example` and the document's own fields are not JSON Schema.
  ajv = new Ajv({ strict: false, allErrors: true, keywords: ['example', 'xml', 'externalDocs'] });
  addFormats(ajv);
  ajv.addSchema(nullableReferences(document) as object, 'openapi');
  validators = new Map();
  return ajv;
}

/**
 * OpenAPI 3.0's nullable named model, `{ type, nullable: true, allOf: [{ $ref }] }`, as JSON Schema
 * (Ajv would still apply the allOf to null): `{ anyOf: [{ type: 'null' }, { allOf }] }`.
 */
function nullableReferences(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableReferences);
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, nullableReferences(value)]),
  ) as Record<string, unknown>;
  if (copy.nullable !== true || !Array.isArray(copy.allOf)) return copy;
  const { nullable: _nullable, type: _type, allOf, ...rest } = copy;
  return { ...rest, anyOf: [{ type: 'null' }, { allOf }] };
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The validator of one answer's JSON body in the committed document, or null when it declares none. */
function validatorFor(method: string, url: string, status: number): ValidateFunction | null {
  const compiler = contract();
  if (!compiler || !validators) return null;
  const path = url.replace(/:(\w+)/g, '{$1}');
  const key = `${method} ${path} ${status}`;
  if (!validators.has(key)) {
    const ref = `openapi#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
    let validate: ValidateFunction | null;
    try {
      validate = compiler.compile({ $ref: ref });
    } catch {
      validate = null; // not in the document: the declared-responses and drift checks report it
    }
    validators.set(key, validate);
  }
  return validators.get(key) ?? null;
}

/**
 * What is wrong with an error body (issue 23), or null: it must carry a code of shared-domain's
 * catalogue, and a 500 says only `INTERNAL` and the spec's text, never a detail of the fault.
 */
export function errorBodyProblem(statusCode: number, body: unknown): string | null {
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  if (!isErrorCode(code)) return `error body without a catalogue code: ${JSON.stringify(body)}`;
  if (statusCode === 500 && (code !== 'INTERNAL' || message !== MESSAGES.somethingWentWrong)) {
    return `a 500 that says more than INTERNAL: ${JSON.stringify(body)}`;
  }
  return null;
}

/**
 * Checks every JSON answer a test receives against the committed api/openapi.json (issue 14): the
 * document clients are generated from must describe what the API really sends. Every test app
 * checks this on close, like `watchDeclaredResponses`.
 */
export function watchContract(app: FastifyInstance): { mismatches: Set<string> } {
  const mismatches = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    // Already encoded: a public answer kept by plugins/external/compress.ts, checked when first made.
    if (reply.hasHeader('content-encoding')) return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (text === null || text === '') return payload;
    // Every error body, of a route or not (the 404 of an unknown path), carries a catalogue code.
    const refusal = reply.statusCode >= 400 ? errorBodyProblem(reply.statusCode, JSON.parse(text)) : null;
    if (refusal) mismatches.add(`${request.method} ${url ?? request.url} -> ${reply.statusCode}: ${refusal}`);
    if (!url || !request.routeOptions.schema?.response) return payload;
    const validate = validatorFor(request.method, url, reply.statusCode);
    if (!validate) return payload;
    if (!validate(JSON.parse(text))) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      mismatches.add(`${request.method} ${url} -> ${reply.statusCode}: ${errors}`);
    }
    return payload;
  });
  return { mismatches };
}
