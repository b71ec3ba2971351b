/** A response body as JSON; an empty body is `undefined` and a non-JSON body (a proxy's HTML page) too. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
