import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyInstance } from 'fastify';
import { buildReplica } from '../../test/build-replica';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { removeRedisKeys, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import { CALENDAR_SYNCS_PER_HOST } from './calendars';

// Issue 20, item 2: the per-host limit of "Sync now" holds across replicas (one count in Redis), so
// a host cannot multiply it by the number of replicas behind the load balancer.
const redisUrl = testRedisUrl();
const redisKeyPrefix = uniqueRedisPrefix();
let t: TestApp;
let replica: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ redisUrl, redisKeyPrefix });
  replica = await buildReplica(t);
});
afterAll(async () => {
  await replica.close();
  await t.close();
  await removeRedisKeys(redisUrl, redisKeyPrefix);
});

it("counts a host's syncs across the replicas", async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const listingId = await t.createListing(host);
  // Nothing listens there: each sync fails at once (still 200, with `lastError`), and counts.
  const calendar = await t.app.externalCalendarsRepository.create(listingId, {
    name: 'Airbnb',
    url: 'http://127.0.0.1:1/calendar.ics',
  });
  const syncOn = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: `/api/listings/${listingId}/calendars/${calendar.id}/sync`,
      headers: host.headers,
    });
  for (let i = 0; i < CALENDAR_SYNCS_PER_HOST; i += 1) {
    expect((await syncOn(i % 2 === 0 ? t.app : replica)).statusCode).toBe(200);
  }
  const refused = [await syncOn(t.app), await syncOn(replica)];
  expect(refused.map((res) => [res.statusCode, res.json().message])).toEqual([
    [429, MESSAGES.calendarSyncRateLimited],
    [429, MESSAGES.calendarSyncRateLimited],
  ]);
});
