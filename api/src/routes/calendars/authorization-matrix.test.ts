// Authorization matrix: the host calendar (blocks, iCal export and import, issue 12) and its public feed.
import {
  calendarOwnerOnly,
  describeMatrix,
  everyone,
  listingOf,
  type Row,
} from '../../test/authorization-matrix';
import { airbnbFeed, startCalendarServer } from '../../test/calendar-server';

// A calendar is kept only when its first sync succeeds (issue 22): the owner's add needs a real feed.
let server: Awaited<ReturnType<typeof startCalendarServer>>;
beforeAll(async () => {
  server = await startCalendarServer();
  server.routes.set('/matrix.ics', { body: airbnbFeed([{ start: '2030-04-01', end: '2030-04-05' }]) });
});
afterAll(() => server.close());

const ROWS: Row[] = [
  {
    route: 'GET /api/listings/:id/calendar',
    expected: calendarOwnerOnly(200),
    request: async (w) => ({ method: 'GET', url: `/api/listings/${await listingOf(w)}/calendar` }),
  },
  {
    route: 'POST /api/listings/:id/blocks',
    expected: calendarOwnerOnly(201),
    request: async (w) => ({
      method: 'POST',
      url: `/api/listings/${await listingOf(w)}/blocks`,
      payload: { startDate: '2030-05-01', endDate: '2030-05-03' },
    }),
  },
  {
    route: 'DELETE /api/listings/:id/blocks/:blockId',
    expected: calendarOwnerOnly(204),
    request: async (w) => {
      const listingId = await listingOf(w);
      const block = await w.t.app.calendarBlocksRepository.createHostBlock(listingId, {
        startDate: '2030-05-01',
        endDate: '2030-05-03',
        note: null,
      });
      return { method: 'DELETE', url: `/api/listings/${listingId}/blocks/${block.id}` };
    },
  },
  {
    route: 'GET /api/listings/:id/calendar-sync',
    expected: calendarOwnerOnly(200),
    request: async (w) => ({ method: 'GET', url: `/api/listings/${await listingOf(w)}/calendar-sync` }),
  },
  {
    route: 'POST /api/listings/:id/calendar-sync/token',
    expected: calendarOwnerOnly(200),
    request: async (w) => ({
      method: 'POST',
      url: `/api/listings/${await listingOf(w)}/calendar-sync/token`,
    }),
  },
  {
    route: 'POST /api/listings/:id/calendars',
    expected: calendarOwnerOnly(201),
    request: async (w) => ({
      method: 'POST',
      url: `/api/listings/${await listingOf(w)}/calendars`,
      payload: { name: 'Elsewhere', url: server.url('/matrix.ics') },
    }),
  },
  {
    route: 'POST /api/listings/:id/calendars/:calendarId/sync',
    expected: calendarOwnerOnly(200),
    request: async (w) => {
      const listingId = await listingOf(w);
      const calendar = await w.t.app.externalCalendarsRepository.create(listingId, {
        name: 'Elsewhere',
        url: 'http://127.0.0.1:1/calendar.ics',
      });
      return { method: 'POST', url: `/api/listings/${listingId}/calendars/${calendar.id}/sync` };
    },
  },
  {
    route: 'DELETE /api/listings/:id/calendars/:calendarId',
    expected: calendarOwnerOnly(204),
    request: async (w) => {
      const listingId = await listingOf(w);
      const calendar = await w.t.app.externalCalendarsRepository.create(listingId, {
        name: 'Elsewhere',
        url: 'http://127.0.0.1:1/calendar.ics',
      });
      return { method: 'DELETE', url: `/api/listings/${listingId}/calendars/${calendar.id}` };
    },
  },
  {
    route: 'GET /api/calendars/:token.ics',
    expected: everyone(200),
    request: async (w) => {
      const token = await w.t.app.externalCalendarsRepository.exportToken(await listingOf(w));
      return { method: 'GET', url: `/api/calendars/${token}.ics` };
    },
  },
];

describeMatrix('calendars', ROWS);
