// Validators and serializers are compiled when a request first needs them (start-up compiled ~200,
// most of an app's start-up CPU), and behave exactly like fastify's: unknown answer fields are left
// out, bad input is refused with Ajv's words, models shared across plugin contexts resolve by name.
import Fastify, { type FastifyInstance } from 'fastify';
import { compileOnFirstUse } from './compile-on-first-use';
import { strictBodyValidator } from './strict-body-validator';

const Stay = {
  $id: 'Stay',
  type: 'object',
  properties: { nights: { type: 'integer' } },
  required: ['nights'],
};

async function buildApp(): Promise<FastifyInstance> {
  const app = Fastify({
    ajv: { customOptions: { allErrors: false, removeAdditional: 'all' } },
    schemaController: { compilersFactory: compileOnFirstUse(strictBodyValidator()) },
  });
  // Two contexts that each add the model, as schemas/named.ts does where routes use it.
  for (const prefix of ['/a', '/b']) {
    await app.register(async (scope) => {
      scope.addSchema(Stay);
      scope.post(
        `${prefix}/stays`,
        { schema: { body: { $ref: 'Stay#' }, response: { 200: { $ref: 'Stay#' } } } },
        async (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
      );
    });
  }
  // A response schema that cannot compile: only its own route may suffer, and only when called.
  app.get(
    '/broken',
    { schema: { response: { 200: { type: 'object', properties: { x: { $ref: 'Missing#' } } } } } },
    async () => ({ x: 1 }),
  );
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

it('starts although a route schema cannot compile, and only that route fails, when called', async () => {
  const ok = await app.inject({ method: 'POST', url: '/a/stays', payload: { nights: 2 } });
  expect(ok.statusCode).toBe(200);
  const broken = await app.inject({ method: 'GET', url: '/broken' });
  expect(broken.statusCode).toBe(500);
});

it('serializes with the schema: fields it does not name are left out', async () => {
  const res = await app.inject({ method: 'POST', url: '/b/stays', payload: { nights: 3 } });
  expect(res.json()).toEqual({ nights: 3 });
});

it('refuses a body with the validator errors, every time, and never coerces JSON', async () => {
  for (let round = 0; round < 2; round += 1) {
    const res = await app.inject({ method: 'POST', url: '/a/stays', payload: { nights: '3' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body/nights must be integer');
  }
  const missing = await app.inject({ method: 'POST', url: '/b/stays', payload: {} });
  expect(missing.json().message).toBe("body must have required property 'nights'");
});
