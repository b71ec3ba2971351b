import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateCalendarBlock } from '@shoreline/shared-domain/validation/validateCalendarBlock';
import { Type } from 'typebox';
import { declineOverlappingRequests } from '../../lib/bookings/decline-overlapping-requests';
import { ownListing } from '../../lib/calendars/own-listing';
import { conflict, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses, IdParams, NoContent } from '../../lib/schemas';
import { BlockParams, CreatedBlock } from '../../schemas/calendar';
import { named } from '../../schemas/named';
import { ALL_DAYS, specMessagesFor } from '../../lib/spec-body-messages';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/listings/:id/blocks',
    {
      onRequest: [app.requireRole('host')],
      // A refused body gets the block form's message when it has one; window and today come below.
      ...specMessagesFor((body) => validateCalendarBlock(body, ALL_DAYS, ALL_DAYS.availableFrom)),
      schema: {
        tags: ['calendars'],
        summary: 'Block nights of your listing (PRODUCT 22): they are taken for every renter',
        description:
          '`endDate` is the day after the last blocked night. The pending requests that want any of these ' +
          'nights are declined in the same transaction (cause `dates-blocked`, each renter notified as for ' +
          'the decline on approval) and listed in `declinedRequests`. 400: not a range, outside the window ' +
          'or in the past. 409: the nights overlap an approved stay, or are already blocked.',
        params: IdParams,
        body: named(
          'CalendarBlockInput',
          Type.Object({
            // Required, as the server requires them; a missing one still gets the form's message.
            startDate: Type.String({ description: 'yyyy-MM-dd, the first blocked night' }),
            endDate: Type.String({ description: 'yyyy-MM-dd, the day after the last one' }),
            note: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
          }),
        ),
        response: { 201: CreatedBlock, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const today = earliestTodayOnEarth(app.now());
      const block = await app.knex.transaction(async (trx) => {
        const listing = await ownListing(app, request.params.id, request.user.id, trx);
        const value = unwrap(validateCalendarBlock(request.body, listing, today));
        // The listing row is locked: what takes these nights now still does at the insert. Checked
        // first to say which of the two 409s it is (the constraint would only say "taken").
        const taken = await app.calendarBlocksRepository.takenBy(
          listing.id,
          { start: value.startDate, end: value.endDate },
          trx,
        );
        if (taken.stay) throw conflict(MESSAGES.blockOverlapsStay);
        if (taken.block) throw conflict(MESSAGES.blockOverlapsBlock);
        const declined = await declineOverlappingRequests(app, trx, {
          listingId: listing.id,
          range: { start: value.startDate, end: value.endDate },
          cause: 'dates-blocked',
        });
        const created = await app.calendarBlocksRepository.createHostBlock(listing.id, value, trx);
        const declinedRequests = await app.calendarBlocksRepository.requestsByIds(declined, trx);
        return { ...created, declinedRequests };
      });
      return reply.code(201).send(block);
    },
  );

  app.delete(
    '/listings/:id/blocks/:blockId',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['calendars'],
        summary: 'Unblock nights you blocked (imported ones change with their calendar: 409)',
        params: BlockParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.knex.transaction(async (trx) => {
        const listing = await ownListing(app, request.params.id, request.user.id, trx);
        const block = await app.calendarBlocksRepository.findBlock(listing.id, request.params.blockId, trx);
        if (!block) throw notFound(MESSAGES.blockNotFound);
        if (block.source !== 'host') throw conflict(MESSAGES.importedBlockNotRemovable);
        await app.calendarBlocksRepository.deleteBlock(block.id, trx);
      });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
