// A named model is validated and serialized as before once it is a `$ref`: unknown answer fields are
// dropped by fast-json-stringify, bodies are checked against the model, and the model is one
// component (with the models it holds referenced, not copied).
import Fastify from 'fastify';
import { Type } from 'typebox';
import { named } from '../../schemas/named';
import { referenceNamedSchemas } from './reference-named-schemas';

const Tag = named('TestTag', Type.Object({ label: Type.String() }));
const Item = named('TestItem', Type.Object({ id: Type.Integer(), tag: Type.Union([Tag, Type.Null()]) }));

async function appWith(handler: () => unknown) {
  const app = Fastify();
  app.addHook('onRoute', referenceNamedSchemas());
  app.post('/items', { schema: { body: Item, response: { 200: Item } } }, async () => handler());
  await app.ready();
  return app;
}

it('drops unknown fields of an answer and refuses a body the model refuses', async () => {
  const app = await appWith(() => ({ id: 1, tag: { label: 'a', secret: 'x' }, passwordHash: 'y' }));
  const ok = await app.inject({ method: 'POST', url: '/items', payload: { id: 1, tag: null } });
  expect(ok.json()).toEqual({ id: 1, tag: { label: 'a' } });
  const refused = await app.inject({ method: 'POST', url: '/items', payload: { id: 'one', tag: null } });
  expect(refused.statusCode).toBe(400);
  await app.close();
});

it('adds each model once, referencing the models it holds', async () => {
  const app = await appWith(() => ({ id: 1, tag: null }));
  expect(app.getSchema('TestItem')).toEqual(
    expect.objectContaining({
      $id: 'TestItem',
      properties: expect.objectContaining({ tag: { anyOf: [{ $ref: 'TestTag#' }, { type: 'null' }] } }),
    }),
  );
  expect(app.getSchema('TestTag')).toEqual(expect.objectContaining({ $id: 'TestTag' }));
  await app.close();
});

it('refuses two different schemas under one name', async () => {
  const app = Fastify();
  app.addHook('onRoute', referenceNamedSchemas());
  app.get('/a', { schema: { response: { 200: named('TestTwice', Type.String()) } } }, async () => 'a');
  expect(() =>
    app.get('/b', { schema: { response: { 200: named('TestTwice', Type.Integer()) } } }, async () => 1),
  ).toThrow(/Two different schemas are named TestTwice/);
  await app.close();
});
