import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Knex } from 'knex';
import { Type } from 'typebox';
import { importEvents } from '../../lib/calendars/import-events';
import { ownListing } from '../../lib/calendars/own-listing';
import { perHostRateLimit } from '../../lib/calendars/per-host-rate-limit';
import { readFeed } from '../../lib/calendars/read-feed';
import { calendarFetchOptions, syncCalendar } from '../../lib/calendars/sync-calendar';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/http-errors';
import { errorResponses, IdParams, NoContent } from '../../lib/schemas';
import type { StoredCalendar } from '../../plugins/app/repositories/external-calendars';
import { CalendarParams, ExternalCalendar } from '../../schemas/calendar';
import { named } from '../../schemas/named';

/** Calendars one listing may import: more than any host rents on, few enough to sync often. */
export const MAX_CALENDARS_PER_LISTING = 10;
/**
 * Each fetches and parses a feed (up to 2 MB, a worker thread): per host and 10 minutes, ten are
 * plenty by hand (the job syncs every calendar every 30 minutes anyway).
 */
export const CALENDAR_SYNCS_PER_HOST = 10;
export const CALENDARS_ADDED_PER_HOST = 10;

const toWire = ({ listingId: _listingId, ...calendar }: StoredCalendar) => calendar;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const allowHttp = app.config.nodeEnv !== 'production';

  /** A well-formed https URL (http too in development and tests), without credentials in it. */
  function checkedUrl(value: string): string {
    let url: URL;
    try {
      url = new URL(value.trim());
    } catch {
      throw badRequest(MESSAGES.calendarUrlInvalid).about('url');
    }
    if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
      throw badRequest(MESSAGES.calendarUrlNotHttps).about('url');
    }
    if (!url.hostname || url.username || url.password)
      throw badRequest(MESSAGES.calendarUrlInvalid).about('url');
    return url.toString();
  }

  /** A listing takes a URL once and at most MAX_CALENDARS_PER_LISTING calendars. */
  async function checkRoom(listingId: string, url: string, trx?: Knex) {
    const existing = await app.externalCalendarsRepository.listByListing(listingId, trx);
    if (existing.some((c) => c.url === url)) throw conflict(MESSAGES.calendarUrlDuplicate).about('url');
    if (existing.length >= MAX_CALENDARS_PER_LISTING) throw conflict(MESSAGES.calendarLimitReached);
  }

  async function sync(calendar: StoredCalendar) {
    const synced = await syncCalendar(app, calendar, app.now());
    if (!synced) throw notFound(MESSAGES.calendarNotFound);
    return toWire(synced);
  }

  app.post(
    '/listings/:id/calendars',
    {
      onRequest: [app.requireRole('host')],
      ...perHostRateLimit('calendar-add', CALENDARS_ADDED_PER_HOST, MESSAGES.calendarAddRateLimited),
      schema: {
        tags: ['calendars'],
        summary: "Import another platform's calendar (iCal URL) into your listing; synced once now",
        description:
          'Answers after the first sync, which must succeed: when the feed cannot be fetched or read, ' +
          'nothing is saved and 422 says why (unreachable, not a calendar, too large, refused address...). ' +
          'The URL must be https. 409: this URL is already imported, or the listing has 10 calendars. ' +
          '429: this host added 10 calendars in the last 10 minutes.',
        params: IdParams,
        body: named(
          'CalendarSubscription',
          Type.Object({
            name: Type.String({ maxLength: 200 }),
            url: Type.String({ maxLength: 2000 }),
          }),
        ),
        response: { 201: ExternalCalendar, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (name === '') throw badRequest(MESSAGES.calendarNameRequired).about('name');
      if (name.length > 80) throw badRequest(MESSAGES.calendarNameTooLong).about('name');
      const url = checkedUrl(request.body.url);
      // Checked before fetching (a refused add fetches nothing) and again, locked, when saving.
      const listing = await ownListing(app, request.params.id, request.user.id);
      await checkRoom(listing.id, url);
      const now = app.now();
      const today = earliestTodayOnEarth(now);
      // Issue 22: a calendar whose first sync fails is not kept (it would stay "Never synced"); the
      // fetch runs outside the transaction, since it may take seconds.
      const read = await readFeed(app, url, listing.id, today, calendarFetchOptions(app.config));
      if (!read.ok) throw unprocessable(read.error, read.code).about('url');
      const calendar = await app.knex.transaction(async (trx) => {
        await ownListing(app, listing.id, request.user.id, trx);
        await checkRoom(listing.id, url, trx);
        const created = await app.externalCalendarsRepository.create(listing.id, { name, url }, trx);
        await importEvents(app, created, read.events, now, today, trx);
        return app.externalCalendarsRepository.find(listing.id, created.id, trx);
      });
      if (!calendar) throw notFound(MESSAGES.calendarNotFound);
      return reply.code(201).send(toWire(calendar));
    },
  );

  app.post(
    '/listings/:id/calendars/:calendarId/sync',
    {
      onRequest: [app.requireRole('host')],
      ...perHostRateLimit('calendar-sync', CALENDAR_SYNCS_PER_HOST, MESSAGES.calendarSyncRateLimited),
      schema: {
        tags: ['calendars'],
        summary: 'Sync now: fetch and import this calendar again (a failure is in `lastError`)',
        description: '429: this host synced 10 times in the last 10 minutes (all calendars together).',
        params: CalendarParams,
        response: { 200: ExternalCalendar, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      const listing = await ownListing(app, request.params.id, request.user.id);
      const calendar = await app.externalCalendarsRepository.find(listing.id, request.params.calendarId);
      if (!calendar) throw notFound(MESSAGES.calendarNotFound);
      return sync(calendar);
    },
  );

  app.delete(
    '/listings/:id/calendars/:calendarId',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['calendars'],
        summary: 'Stop importing a calendar: its imported nights and conflicts go with it',
        params: CalendarParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.knex.transaction(async (trx) => {
        const listing = await ownListing(app, request.params.id, request.user.id, trx);
        const calendar = await app.externalCalendarsRepository.find(
          listing.id,
          request.params.calendarId,
          trx,
        );
        if (!calendar) throw notFound(MESSAGES.calendarNotFound);
        await app.externalCalendarsRepository.delete(calendar.id, trx);
      });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
