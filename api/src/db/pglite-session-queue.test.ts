// Many requests at once, with and without transactions, through one pool. On the embedded PGlite
// every connection shares one backend session: without PgliteSessionQueue handing the session over
// only between whole protocol cycles, this gave 500s ("portal \"\" does not exist") and then hung.
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('answers concurrent reads and transactional writes of one host without a server error', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const ids = await Promise.all(Array.from({ length: 3 }, () => t.createListing(host)));
  const answers = await Promise.all(
    Array.from({ length: 80 }, (_, i) =>
      i % 2 === 0
        ? t.app.inject({ method: 'GET', url: '/api/host/listings', headers: host.headers })
        : t.app.inject({
            method: 'PATCH',
            url: `/api/listings/${ids[i % 3] ?? ''}/status`,
            headers: { ...host.headers, 'content-type': 'application/json' },
            payload: { isActive: i % 4 === 1 },
          }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode).filter((code) => code !== 200)).toEqual([]);
  const listed = (answers[0]?.json() as { items: { id: string }[] }).items;
  expect(listed.map((listing) => listing.id).sort()).toEqual([...ids].sort());
}, 60_000);
