import { expiredRequestBounds, requestExpiresAt } from '@shoreline/shared-domain/bookingExpiry';
import type { GuestCounts } from '@shoreline/shared-domain/listingFacts';
import type { Booking, BookingStatus, DateRange, DeclineCause, Page } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder, readPage, type PageRequest } from '../../../db/keyset-page';
import type { Recipient } from './notifications';

interface BookingRow {
  id: string;
  listing_id: string;
  host_id: string;
  renter_id: string;
  start_date: string;
  end_date: string;
  total_price: number;
  status: BookingStatus;
  message: string | null;
  adults: number;
  children: number;
  infants: number;
  pets: boolean;
  created_at: Date;
  updated_at: Date;
  decline_cause: DeclineCause | null;
  decline_reason: string | null;
  listing_title: string;
  listing_city: string;
  listing_country: string;
  renter_name: string | null;
  renter_email_verified: boolean | null;
}

/** A booking with the two people its events may tell, as their notifications and emails need them. */
export interface BookingWithParties {
  booking: Booking;
  /** Null only for an account that is gone: nobody to tell. */
  host: Recipient | null;
  renter: Recipient | null;
}

interface PartiesRow extends BookingRow {
  host_email: string | null;
  host_email_notifications: boolean | null;
  renter_email: string | null;
  renter_email_notifications: boolean | null;
}

const recipientOf = (id: string, email: string | null, emailNotifications: boolean | null) =>
  email === null ? null : { id, email, emailNotifications: emailNotifications === true };

/** What a booking request is checked against: the listing's bookable window and its rules. */
export interface ListingForRequest {
  hostId: string;
  deleted: boolean;
  isActive: boolean;
  availableFrom: string;
  availableTo: string;
  maxGuests: number;
  petsAllowed: boolean;
  pricePerNight: number;
}

export interface NewBooking {
  listingId: string;
  hostId: string;
  renterId: string;
  startDate: string;
  endDate: string;
  totalPrice: number;
  message: string | null;
  guests: GuestCounts;
}

// Unanswered requests expire (PRODUCT 24). The expiry job stores `expired`, but every read and every
// answer also applies the rule at the app's clock, so nobody sees or answers a request as pending
// past its expiry between two runs. SQL only compares columns with the bounds shared-domain computes
// from "now" (`expiredRequestBounds`), so the rule itself lives once, in shared-domain.
export const EXPIRED_AT = '(b.created_at <= ?::timestamptz OR b.start_date < ?::date)';

export function expiryBindings(now: Date): [string, string] {
  const bounds = expiredRequestBounds(now);
  return [bounds.createdAtOrBefore.toISOString(), bounds.checkInBefore];
}

// Deleted listings are joined too: a past stay keeps its listing's title (PRODUCT.md 20).
const BOOKING_COLUMNS = `
  b.id, b.listing_id, b.host_id, b.renter_id, b.start_date, b.end_date, b.total_price,
  CASE WHEN b.status = 'pending' AND ${EXPIRED_AT} THEN 'expired' ELSE b.status END AS status,
  b.message, b.adults, b.children, b.infants, b.pets, b.created_at, b.updated_at, b.decline_cause, b.decline_reason, l.title AS listing_title, l.city AS listing_city,
  l.country AS listing_country, u.name AS renter_name,
  (u.email_verified_at IS NOT NULL) AS renter_email_verified`;

function toBooking(row: BookingRow): Booking {
  const unanswered = row.status === 'pending' || row.status === 'expired';
  return {
    id: row.id,
    listingId: row.listing_id,
    hostId: row.host_id,
    renterId: row.renter_id,
    startDate: row.start_date,
    endDate: row.end_date,
    totalPrice: row.total_price,
    status: row.status,
    message: row.message,
    guests: { adults: row.adults, children: row.children, infants: row.infants, pets: row.pets },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    expiresAt: unanswered
      ? requestExpiresAt({ createdAt: row.created_at, startDate: row.start_date }).toISOString()
      : null,
    declineCause: row.decline_cause,
    declineReason: row.decline_reason,
    listing: { title: row.listing_title, city: row.listing_city, country: row.listing_country },
    renter: { name: row.renter_name, emailVerified: row.renter_email_verified === true },
  };
}

function selectBookings(trx: Knex, now: Date) {
  return trx('bookings as b')
    .join('listings as l', 'l.id', 'b.listing_id')
    .leftJoin('users as u', 'u.id', 'b.renter_id')
    .select(trx.raw(BOOKING_COLUMNS, expiryBindings(now)));
}

/** `bookings as b` rows that are pending and not expired at `now`: the only ones anyone may answer. */
function stillPending(trx: Knex, now: Date) {
  return trx('bookings as b')
    .where('b.status', 'pending')
    .whereNot(trx.raw(EXPIRED_AT, expiryBindings(now)));
}

/** Newest first, the id breaking ties: the order of the renter's and the host's lists. */
const newestBookings = (scope: string) =>
  keysetOrder(scope, 'desc', [
    { column: 'b.created_at', kind: 'micros' },
    { column: 'b.id', kind: 'uuid' },
  ] as const);
export const RENTER_BOOKINGS_ORDER = newestBookings('my-bookings');
export const HOST_BOOKINGS_ORDER = newestBookings('host-bookings');
export const REVIEWABLE_BOOKINGS_ORDER = newestBookings('reviewable-bookings');

function createBookingsRepository(knex: Knex, clock: () => Date) {
  return {
    async findById(id: string, trx: Knex = knex): Promise<Booking | null> {
      const row = (await selectBookings(trx, clock()).where('b.id', id).first()) as BookingRow | undefined;
      return row ? toBooking(row) : null;
    },

    /** A page of a renter's bookings, newest first (index bookings_renter_idx). */
    async listByRenter(renterId: string, page: PageRequest, trx: Knex = knex): Promise<Page<Booking>> {
      const query = selectBookings(trx, clock()).where('b.renter_id', renterId);
      return readPage(trx, query, RENTER_BOOKINGS_ORDER, page, toBooking);
    },

    /** A page of the bookings of a host's listings, newest first (index bookings_host_idx). */
    async listByHost(hostId: string, page: PageRequest, trx: Knex = knex): Promise<Page<Booking>> {
      const query = selectBookings(trx, clock()).where('b.host_id', hostId);
      return readPage(trx, query, HOST_BOOKINGS_ORDER, page, toBooking);
    },

    /**
     * A page of the renter's stays at one listing that may be reviewed (approved, over by `today`, no
     * review yet), newest first. The rule itself is shared-domain's (`eligibleBookingsForReview`, which
     * the route applies to the page): this only narrows the rows so that pages come full.
     */
    async listReviewable(
      renterId: string,
      listingId: string,
      today: string,
      page: PageRequest,
      trx: Knex = knex,
    ): Promise<Page<Booking>> {
      const query = selectBookings(trx, clock())
        .where({ 'b.renter_id': renterId, 'b.listing_id': listingId, 'b.status': 'approved' })
        .andWhere('b.end_date', '<=', today)
        .whereNotExists(trx('reviews as r').select(trx.raw('1')).whereRaw('r.booking_id = b.id'));
      return readPage(trx, query, REVIEWABLE_BOOKINGS_ORDER, page, toBooking);
    },

    /**
     * A booking request's one read of its listing, taking the listing's row lock for the rest of the
     * transaction (as an approval does, so none slips in between the check and the insert): only the
     * columns the request is checked against, not the listing page's (photos, facts, host name).
     */
    async lockListingForRequest(listingId: string, trx: Knex): Promise<ListingForRequest | null> {
      const row = (await trx('listings')
        .select(
          'host_id',
          'deleted_at',
          'is_active',
          'available_from',
          'available_to',
          'max_guests',
          'pets_allowed',
          'price_per_night',
        )
        .where('id', listingId)
        .forUpdate()
        .first()) as
        | {
            host_id: string;
            deleted_at: Date | null;
            is_active: boolean;
            available_from: string;
            available_to: string;
            max_guests: number;
            pets_allowed: boolean;
            price_per_night: number;
          }
        | undefined;
      return row
        ? {
            hostId: row.host_id,
            deleted: row.deleted_at !== null,
            isActive: row.is_active,
            availableFrom: row.available_from,
            availableTo: row.available_to,
            maxGuests: row.max_guests,
            petsAllowed: row.pets_allowed,
            pricePerNight: row.price_per_night,
          }
        : null;
    },

    /**
     * Bookings with their host and renter as recipients, in one statement whatever their number
     * (what `app.notify.booking` tells them is made of it), in the order of `ids`; missing ones are
     * left out.
     */
    async findWithParties(ids: readonly string[], trx: Knex = knex): Promise<BookingWithParties[]> {
      if (ids.length === 0) return [];
      const rows = (await selectBookings(trx, clock())
        .leftJoin('users as h', 'h.id', 'b.host_id')
        .select(
          trx.raw(`h.email AS host_email, h.email_notifications AS host_email_notifications,
                   u.email AS renter_email, u.email_notifications AS renter_email_notifications`),
        )
        .whereIn('b.id', [...ids])) as PartiesRow[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            booking: toBooking(row),
            host: recipientOf(row.host_id, row.host_email, row.host_email_notifications),
            renter: recipientOf(row.renter_id, row.renter_email, row.renter_email_notifications),
          },
        ];
      });
    },

    /** Inserts a pending booking, made now by the app's clock (its expiry counts from then); returns its id. */
    async create(booking: NewBooking, trx: Knex = knex): Promise<string> {
      const now = clock();
      const [row] = (await trx('bookings')
        .insert({
          created_at: now,
          updated_at: now,
          listing_id: booking.listingId,
          host_id: booking.hostId,
          renter_id: booking.renterId,
          start_date: booking.startDate,
          end_date: booking.endDate,
          total_price: booking.totalPrice,
          status: 'pending',
          message: booking.message,
          adults: booking.guests.adults,
          children: booking.guests.children,
          infants: booking.guests.infants,
          pets: booking.guests.pets,
        })
        .returning('id')) as { id: string }[];
      if (!row) throw new Error('insert into bookings returned no row');
      return row.id;
    },

    /**
     * Compare-and-swap: moves the booking from `from` to `to` only if it is still in `from` (and, for
     * `pending`, not expired at the app's clock), so two concurrent decisions cannot both win and an
     * expired request cannot be answered. False when the status had already changed or expired.
     */
    async changeStatus(
      id: string,
      from: BookingStatus,
      to: BookingStatus,
      trx: Knex = knex,
      /** For `to: 'rejected'` by the host: their optional reason. */
      decline: { reason: string | null } | null = null,
    ): Promise<boolean> {
      const now = clock();
      const query =
        from === 'pending' ? stillPending(trx, now) : trx('bookings as b').where('b.status', from);
      const rows = (await query
        .where('b.id', id)
        .update({
          status: to,
          updated_at: now,
          ...(decline ? { decline_cause: 'host', decline_reason: decline.reason } : {}),
        })
        .returning('b.id')) as { id: string }[];
      return rows.length === 1;
    },

    /**
     * Rejects every pending request of a listing (it was deleted): renters are told at once instead
     * of waiting for a decision that can no longer come. Expired ones stay expired. Returns their ids.
     */
    async rejectAllPending(listingId: string, trx: Knex = knex): Promise<string[]> {
      const now = clock();
      const rows = (await stillPending(trx, now)
        .where('b.listing_id', listingId)
        .update({ status: 'rejected', updated_at: now, decline_cause: 'listing-removed' })
        .returning('b.id')) as { id: string }[];
      return rows.map((row) => row.id);
    },

    /**
     * Rejects the pending requests of a listing that share a night with `range` (apart from
     * `exceptId`, the request being approved), recording why; returns their ids, oldest stay first.
     */
    async rejectPendingOverlapping(
      listingId: string,
      range: DateRange,
      cause: Exclude<DeclineCause, 'host' | 'listing-removed'>,
      exceptId: string | null,
      trx: Knex = knex,
    ): Promise<string[]> {
      const now = clock();
      const rows = (await stillPending(trx, now)
        .where('b.listing_id', listingId)
        .whereRaw('daterange(b.start_date, b.end_date) && daterange(?::date, ?::date)', [
          range.start,
          range.end,
        ])
        .modify((query) => {
          if (exceptId) void query.whereNot('b.id', exceptId);
        })
        .update({ status: 'rejected', updated_at: now, decline_cause: cause })
        .returning(['b.id', 'b.start_date'])) as { id: string; start_date: string }[];
      // UPDATE ... RETURNING has no order: the notifications go out in date order.
      return rows.sort((a, b) => a.start_date.localeCompare(b.start_date)).map((row) => row.id);
    },

    /**
     * The expiry job's one statement: every pending request expired at `now` becomes `expired`
     * (served by the partial indexes on pending `created_at` and `start_date`). Returns their ids.
     */
    async expireOverdue(now: Date, trx: Knex = knex): Promise<string[]> {
      const rows = (await trx('bookings as b')
        .where('b.status', 'pending')
        .where(trx.raw(EXPIRED_AT, expiryBindings(now)))
        .update({ status: 'expired', updated_at: now })
        .returning('b.id')) as { id: string }[];
      return rows.map((row) => row.id);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    bookingsRepository: BookingsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'bookingsRepository',
      createBookingsRepository(app.knex, () => app.now()),
    );
  },
  { name: 'bookings-repository', dependencies: ['db'] },
);
