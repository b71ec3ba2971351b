import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingInput } from '@shoreline/shared-domain/types';
import { validateListing, type ListingFormMode } from '@shoreline/shared-domain/validation/validateListing';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { Knex } from 'knex';
import { badRequest, forbidden, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses, IdParams, NoContent } from '../../lib/schemas';
import { isOriginalKeyIn } from '../../lib/images/image-key';
import { specMessagesFor } from '../../lib/spec-body-messages';
import type { StoredImageRef } from '../../lib/images/to-photo';
import type { ListingWrite } from '../../plugins/app/repositories/listings';
import { Listing, ListingInputBody } from '../../schemas/listing';
import { named } from '../../schemas/named';

function validListingInput(body: Static<typeof ListingInputBody>, mode: ListingFormMode): ListingInput {
  return unwrap(validateListing(body, mode));
}

/**
 * A body the schema refuses (a fact missing, houseRules not an object) is checked by the form's rules
 * first, so a missing `maxGuests` answers its own message, as the form shows it.
 */
function formMessages(mode: ListingFormMode) {
  return specMessagesFor((body) =>
    validateListing(
      {
        title: body.title,
        description: body.description,
        pricePerNight: body.pricePerNight,
        address: body.address,
        city: body.city,
        country: body.country,
        availableFrom: body.availableFrom,
        availableTo: body.availableTo,
        photos: Array.isArray(body.photos) ? body.photos : [],
        maxGuests: body.maxGuests,
        propertyType: body.propertyType,
        bedrooms: body.bedrooms,
        beds: body.beds,
        bathrooms: body.bathrooms,
        checkInFrom: body.checkInFrom,
        checkOutBy: body.checkOutBy,
        houseRules: body.houseRules,
        amenities: body.amenities,
      },
      mode,
    ),
  );
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * The listing's photos as stored images: each URL must be one of our listing images (no hot-linked
   * or tracking images, no `..` tricks) and an upload of this host or a photo already on the listing.
   * Inside the transaction that attaches them, so the cleanup job cannot remove one meanwhile.
   */
  async function resolvePhotos(
    input: ListingInput,
    hostId: string,
    listingId: string | null,
    trx: Knex,
  ): Promise<ListingWrite> {
    const keys = input.photos.map((url) => app.imageStorage.keyOf(url));
    if (keys.some((key) => key === null || !isOriginalKeyIn(key, 'listings'))) {
      throw badRequest(MESSAGES.imageNotAnImage);
    }
    const known = await app.uploadsRepository.attachableListingPhotos(
      keys as string[],
      hostId,
      listingId,
      trx,
    );
    const byKey = new Map(known.map((photo) => [photo.key, photo]));
    const photos = keys.map((key) => byKey.get(key as string));
    if (photos.some((photo) => photo === undefined)) throw badRequest(MESSAGES.listingPhotoNotUploaded);
    return { ...input, photos: photos as StoredImageRef[] };
  }

  /** Inside a transaction: the listing row locked, 404 when missing or deleted, 403 for another host. */
  async function lockOwnListing(id: string, userId: string, trx: Knex): Promise<void> {
    const owner = await app.listingsRepository.findOwnerForUpdate(id, trx);
    if (!owner || owner.deleted) throw notFound(MESSAGES.listingNotFound);
    if (owner.hostId !== userId) throw forbidden(MESSAGES.notListingOwner);
  }

  async function loadListing(id: string) {
    const listing = await app.listingsRepository.findById(id);
    if (!listing) throw notFound(MESSAGES.listingNotFound);
    return listing;
  }

  app.post(
    '/listings',
    {
      onRequest: [app.requireRole('host')],
      ...formMessages('create'),
      schema: {
        tags: ['listings'],
        summary: 'Create a listing (hosts); new listings are active',
        body: ListingInputBody,
        response: { 201: Listing, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const input = validListingInput(request.body, 'create');
      const id = await app.knex.transaction(async (trx) =>
        app.listingsRepository.create(
          request.user.id,
          await resolvePhotos(input, request.user.id, null, trx),
          trx,
        ),
      );
      return reply.code(201).send(await loadListing(id));
    },
  );

  app.put(
    '/listings/:id',
    {
      onRequest: [app.requireRole('host')],
      ...formMessages('edit'),
      schema: {
        tags: ['listings'],
        summary: 'Replace every field and the photos of an own listing (facts included)',
        params: IdParams,
        body: ListingInputBody,
        response: { 200: Listing, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.knex.transaction(async (trx) => {
        await lockOwnListing(request.params.id, request.user.id, trx);
        const input = validListingInput(request.body, 'edit');
        const write = await resolvePhotos(input, request.user.id, request.params.id, trx);
        await app.listingsRepository.replace(request.params.id, write, trx);
      });
      return loadListing(request.params.id);
    },
  );

  app.patch(
    '/listings/:id/status',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['listings'],
        summary: 'Activate or deactivate an own listing',
        params: IdParams,
        body: named('ListingStatus', Type.Object({ isActive: Type.Boolean() })),
        response: { 200: Listing, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.knex.transaction(async (trx) => {
        await lockOwnListing(request.params.id, request.user.id, trx);
        await app.listingsRepository.setActive(request.params.id, request.body.isActive, trx);
      });
      return loadListing(request.params.id);
    },
  );

  app.delete(
    '/listings/:id',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['listings'],
        summary: 'Delete an own listing (soft: past bookings and reviews keep it)',
        description:
          'Its pending booking requests are rejected in the same transaction (no renter waits for a decision ' +
          'that can no longer come); approved stays keep their status and history.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.knex.transaction(async (trx) => {
        await lockOwnListing(request.params.id, request.user.id, trx);
        await app.listingsRepository.softDelete(request.params.id, trx);
        const declined = await app.bookingsRepository.rejectAllPending(request.params.id, trx);
        await app.notify.booking(trx, 'declined-listing-removed', declined);
      });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
