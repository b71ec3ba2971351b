import type { FastifyInstance } from 'fastify';

/**
 * Records every answer whose status code the route's response schema does not declare. Issue 3 wants
 * every status code in the schemas (and so in /api/docs); an undeclared one also skips the
 * serializer that keeps fields from leaking. Every test app checks this on close.
 */
export function watchDeclaredResponses(app: FastifyInstance): { undeclared: Set<string> } {
  const undeclared = new Set<string>();
  app.addHook('onSend', async (request, reply) => {
    const schema = request.routeOptions.schema;
    // Routes without schemas: static files, the docs UI, unknown paths (the not-found handler).
    if (!schema?.response || !request.routeOptions.url) return;
    const declared = Object.keys(schema.response as Record<string, unknown>);
    const code = String(reply.statusCode);
    if (!declared.includes(code) && !declared.includes(`${code[0]}xx`) && !declared.includes('default')) {
      undeclared.add(`${request.method} ${request.routeOptions.url} -> ${code}`);
    }
  });
  return { undeclared };
}
