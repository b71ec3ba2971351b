import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import ical from 'ical-generator';
import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import type { FeedEvent } from '../../plugins/app/repositories/calendar-blocks';

/** Other platforms poll every few minutes to hours; five minutes of staleness costs nobody a night. */
const CACHE_CONTROL = 'private, max-age=300';

/**
 * RFC 5545 text: every stay and block as an all-day event, check-out day as DTEND, nobody's name.
 * Every line ends with CRLF, the last one too (RFC 5545 3.1; ical-generator leaves `END:VCALENDAR`
 * without one).
 */
function feedText(events: readonly FeedEvent[]): string {
  const calendar = ical({
    name: 'Shoreline',
    prodId: { company: 'Shoreline', product: 'Listing calendar', language: 'EN' },
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@shoreline`,
      start: new Date(`${event.startDate}T00:00:00Z`),
      end: new Date(`${event.endDate}T00:00:00Z`),
      allDay: true,
      summary: event.kind === 'stay' ? 'Reserved' : 'Not available',
      stamp: event.stamp,
    });
  }
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/calendars/:token.ics',
    {
      schema: {
        tags: ['calendars'],
        summary: "A listing's taken nights as iCalendar, for other platforms to import (secret URL)",
        description:
          'Approved stays (`Reserved`) and blocks (`Not available`) as all-day events, `DTEND` the ' +
          'check-out day; no names, notes or prices. `ETag`/`If-None-Match` (304) and `Cache-Control`.',
        params: Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) }),
        response: {
          200: Type.String({ description: 'text/calendar' }),
          304: Type.Null({ description: 'Not modified' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const listing = await app.externalCalendarsRepository.listingByToken(request.params.token);
      if (!listing) throw notFound(MESSAGES.calendarFeedNotFound);
      const text = feedText(await app.calendarBlocksRepository.feedEvents(listing.id));
      const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );
};

export default routes;
