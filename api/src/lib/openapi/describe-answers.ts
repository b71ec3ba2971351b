import { REQUEST_EXAMPLES } from './request-examples';

interface Media {
  schema?: { $ref?: string };
  example?: unknown;
}
interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
}
interface Document {
  paths?: Record<string, Record<string, object>>;
}

const ERROR_REF = '#/components/schemas/Error';

/** What each error status means in this API; the body's `message` says the particular case. */
export const ERROR_ANSWERS: Record<string, string> = {
  400: 'The request is invalid (a parameter or the body breaks a rule): `message` says which',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in, but not allowed to do this',
  404: 'No such resource (or not visible to the caller)',
  409: 'The request conflicts with the current state (taken dates, an answered request…)',
  410: 'The resource is gone for good',
  413: 'The body (or an uploaded file) is larger than allowed',
  415: 'The body is not of a type this operation takes (JSON, or multipart for uploads)',
  422: 'Well-formed, but the server cannot use what it names (e.g. a calendar feed)',
  429: 'Too many requests from this client or for this account: wait `Retry-After` seconds',
  431: 'The request headers (cookies included) are larger than the server accepts: answered before routing',
  500: 'The server failed; the details are in its log under the `X-Request-Id`',
  503: 'The database is unavailable for now: try again shortly',
};

/**
 * Completes the document's answers and bodies: each error answer says what its status means here,
 * and each main request body carries its example from `request-examples.ts` (at the media type, so
 * a body that is a named model keeps it).
 */
export function describeAnswers(document: Document): void {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations) as [string, Operation][]) {
      const example = REQUEST_EXAMPLES[`${method.toUpperCase()} ${url}`];
      const json = operation.requestBody?.content?.['application/json'];
      if (example !== undefined && json) json.example = example;
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const schema = answer.content?.['application/json']?.schema;
        if (schema?.$ref === ERROR_REF && ERROR_ANSWERS[status]) answer.description = ERROR_ANSWERS[status];
      }
    }
  }
}
