import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { earliestTodayOnEarth, isDateBefore, isIsoDate } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-errors';
import { pageCursor } from '../../db/keyset-page';
import { errorResponses } from '../../lib/schemas';
import { FAVOURITES_ORDER } from '../../plugins/app/repositories/favourites';
import { FavouriteListing } from '../../schemas/favourite';
import { Page, PageQuery } from '../../schemas/page';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/favourites',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: "The signed-in user's saved listings that renters can see, newest saved first",
        description:
          'With both `checkin` and `checkout` (yyyy-MM-dd), each item says whether the stay fits its window ' +
          'and no night of [checkin, checkout) is taken (`availableForStay`; a stay starting before today ' +
          'fits nowhere). Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.',
        querystring: Type.Object({
          checkin: Type.Optional(Type.String({ maxLength: 10, description: 'yyyy-MM-dd' })),
          checkout: Type.Optional(Type.String({ maxLength: 10, description: 'yyyy-MM-dd' })),
          ...PageQuery(12, 100),
        }),
        response: { 200: Page(FavouriteListing, 'FavouriteListing'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      // An empty parameter (`?checkin=`) means "not given", as the search form sends it.
      const checkin = request.query.checkin || undefined;
      const checkout = request.query.checkout || undefined;
      for (const [date, field] of [
        [checkin, 'checkin'],
        [checkout, 'checkout'],
      ] as const) {
        if (date && !isIsoDate(date)) throw badRequest(MESSAGES.dateInvalid).about(field);
      }
      if (checkin && !checkout) throw badRequest(MESSAGES.checkOutRequired).about('checkout');
      if (checkout && !checkin) throw badRequest(MESSAGES.checkInRequired).about('checkin');
      // ISO dates compare as text; a stay must end after it starts (SPEC 5).
      if (checkin && checkout && checkout <= checkin) {
        throw badRequest(MESSAGES.checkOutBeforeCheckIn).about('checkout');
      }
      const after = pageCursor(FAVOURITES_ORDER, cursor);
      const stay = checkin && checkout ? { checkin, checkout } : null;
      reply.header('Cache-Control', 'no-store');
      const page = await app.favouritesRepository.page(request.user.id, stay, { limit, after });
      // A stay that starts before today can no longer be booked anywhere.
      if (stay && isDateBefore(stay.checkin, earliestTodayOnEarth(app.now()))) {
        return { ...page, items: page.items.map((item) => ({ ...item, availableForStay: false })) };
      }
      return page;
    },
  );
};

export default routes;
