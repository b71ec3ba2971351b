// Shared setup of the notification event tests (routes/notifications/*-events.test.ts): an app whose
// emails link to a public origin, two admins, and what each person was told.
// PRODUCT.md 25: every booking, host-request and review event reaches the people it concerns, once
// each, in the event's own transaction (with its email in the outbox), and nobody else.
import { buildTestApp, type TestApp, type TestUser } from './build-test-app';

export interface EventsWorld {
  t: TestApp;
  admin: TestUser;
  otherAdmin: TestUser;
}

export interface Stored {
  kind: string;
  link: string;
  facts: Record<string, unknown>;
}

/** Builds the file's app (and its two admins) before its tests; `world` is filled in then. */
export function setUpNotificationEvents() {
  const world = {} as EventsWorld;
  beforeAll(async () => {
    world.t = await buildTestApp({ publicOrigin: 'https://shoreline.example' });
    world.admin = await world.t.createUser({ roles: ['renter', 'admin'], name: 'Ada Admin' });
    world.otherAdmin = await world.t.createUser({ roles: ['renter', 'admin'], name: 'Otto Admin' });
  });
  afterAll(() => world.t.close());

  /** What a person was told, oldest first. */
  const inbox = async (who: TestUser): Promise<Stored[]> =>
    (await world.t
      .knex('notifications')
      .select('kind', 'link', 'facts')
      .where('user_id', who.user.id)
      .orderBy([{ column: 'created_at' }, { column: 'kind' }])) as Stored[];
  const outbox = async (who: TestUser) =>
    (await world.t
      .knex('email_outbox')
      .select('subject', 'text_body', 'html_body')
      .where('recipient', who.user.email)) as {
      subject: string;
      text_body: string;
      html_body: string;
    }[];
  const kinds = async (who: TestUser) => (await inbox(who)).map((n) => n.kind);

  const post = (who: TestUser, url: string, payload?: unknown) =>
    world.t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

  async function people() {
    const host = await world.t.createUser({ roles: ['renter', 'host'], name: 'Marina Costa' });
    const renter = await world.t.createUser({ name: 'Ana Silva' });
    const other = await world.t.createUser({ name: 'Ben Okafor' });
    const listingId = await world.t.createListing(host, {
      title: 'Brighton Seafront Flat',
      city: 'Brighton',
    });
    return { host, renter, other, listingId };
  }

  return { world, inbox, outbox, kinds, post, people };
}
