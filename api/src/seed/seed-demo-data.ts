import { requestExpiresAt } from '@shoreline/shared-domain/bookingExpiry';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { totalPrice } from '@shoreline/shared-domain/pricing';
import type { Knex } from 'knex';
import { variantKey } from '../lib/images/variant-widths';
import type { ImageStorage } from '../lib/images/image-storage';
import { hashPassword } from '../lib/password';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { DEMO_BLOCKS, DEMO_BOOKINGS, pastReviewedStays, type DemoBooking } from './demo-bookings';
import { DEMO_DESTINATIONS, DEMO_LISTINGS, type DemoListing } from './demo-listings';
import { demoListingFacts } from './demo-listing-facts';
import { factColumns } from '../db/listing-facts-columns';
import { drawSeedImage, type DrawnSeedImage } from './draw-seed-image';
import { PALETTES } from './generate-coastal-image';
import { seedConversations, type SeededBooking } from './seed-conversations';

const PHOTOS_PER_LISTING = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

interface SeededImage {
  key: string;
  size: number;
  width: number;
  height: number;
  variantWidths: number[];
}

/** A drawn scene stored as an upload would be: the original JPEG plus its WebP variants. */
async function storeSeedImage(
  storage: ImageStorage,
  key: string,
  image: DrawnSeedImage,
): Promise<SeededImage> {
  const { jpeg, width, height, variants } = image;
  await Promise.all([
    storage.put(key, jpeg, 'image/jpeg'),
    ...variants.map((variant) => storage.put(variantKey(key, variant.width), variant.bytes, 'image/webp')),
  ]);
  return { key, size: jpeg.length, width, height, variantWidths: variants.map((variant) => variant.width) };
}

/** The uploads row of a seeded image: complete, owned by the host or admin who "uploaded" it. */
const uploadRow = (folder: 'listings' | 'destinations', image: SeededImage, uploadedBy: string) => ({
  folder,
  path: image.key,
  content_type: 'image/jpeg',
  size_bytes: image.size,
  uploaded_by: uploadedBy,
  width: image.width,
  height: image.height,
  variant_widths: image.variantWidths,
  completed_at: new Date(),
});

async function seedUsers(trx: Knex): Promise<Map<DemoAccount['key'], string>> {
  const ids = new Map<DemoAccount['key'], string>();
  for (const account of DEMO_ACCOUNTS) {
    const [row] = (await trx('users')
      .insert({
        name: account.name,
        email: account.email,
        password_hash: await hashPassword(account.password),
        roles: account.roles,
        about: account.about ?? null,
        created_at: new Date(Date.now() - 120 * DAY_MS),
        // The demo's people verified their addresses long ago (issue 22: no "Email not verified" badges).
        email_verified_at: new Date(Date.now() - 119 * DAY_MS),
      })
      .returning('id')) as { id: string }[];
    if (row) ids.set(account.key, row.id);
  }
  return ids;
}

async function seedListing(
  trx: Knex,
  storage: ImageStorage,
  listing: DemoListing,
  index: number,
  hostId: string,
  today: string,
): Promise<string> {
  // Drawn in parallel: sharp renders on its own threads.
  const rendered = await Promise.all(
    Array.from({ length: PHOTOS_PER_LISTING }, async (_, n) => {
      const palette = PALETTES[(listing.palette + n) % PALETTES.length] ?? PALETTES[0]!;
      const image = await drawSeedImage(palette, index + 1, n);
      return storeSeedImage(storage, `listings/seed-${listing.key}-${n + 1}.jpg`, image);
    }),
  );
  await trx('uploads').insert(rendered.map((image) => uploadRow('listings', image, hostId)));
  // Oldest first, one day apart: the last listing of DEMO_LISTINGS is the newest.
  const createdAt = new Date(Date.now() - (DEMO_LISTINGS.length - index) * DAY_MS);
  const [row] = (await trx('listings')
    .insert({
      host_id: hostId,
      title: listing.title,
      description: listing.description,
      price_per_night: listing.pricePerNight,
      address: listing.address,
      city: listing.city,
      country: listing.country,
      available_from: addDays(today, -90),
      available_to: addDays(today, 270),
      is_active: listing.isActive ?? true,
      ...factColumns(demoListingFacts(listing.key)),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')) as { id: string }[];
  if (!row) throw new Error(`seed: listing ${listing.key} not inserted`);
  await trx('listing_photos').insert(
    rendered.map((image, position) => ({
      listing_id: row.id,
      position,
      path: image.key,
      width: image.width,
      height: image.height,
      variant_widths: image.variantWidths,
    })),
  );
  return row.id;
}

async function seedBooking(
  trx: Knex,
  booking: DemoBooking,
  listing: { id: string; hostId: string; price: number },
  users: Map<DemoAccount['key'], string>,
  adminId: string,
  today: string,
): Promise<SeededBooking> {
  const startDate = addDays(today, booking.start);
  const endDate = addDays(startDate, booking.nights);
  // Requested a couple of weeks before the stay (or a day ago for stays starting very soon).
  const requestedDaysAgo = booking.requestedDaysAgo ?? -Math.min(booking.start - 14, -1);
  const createdAt = new Date(Date.now() - requestedDaysAgo * DAY_MS);
  // Answered a day later; an expired request changed when its time to answer ran out.
  const decidedAt =
    booking.status === 'expired'
      ? requestExpiresAt({ createdAt, startDate })
      : new Date(createdAt.getTime() + DAY_MS);
  const renterId = users.get(booking.renter);
  const [row] = (await trx('bookings')
    .insert({
      listing_id: listing.id,
      host_id: listing.hostId,
      renter_id: renterId,
      start_date: startDate,
      end_date: endDate,
      total_price: totalPrice(listing.price, { start: startDate, end: endDate }),
      status: booking.status,
      message: booking.message ?? null,
      // A couple, or one where the place takes one (the demo listings' facts are the seed's own).
      adults: trx.raw('(SELECT least(2, max_guests) FROM listings WHERE id = ?)', [listing.id]),
      children: 0,
      infants: 0,
      pets: false,
      created_at: createdAt,
      updated_at: booking.status === 'pending' ? createdAt : decidedAt,
    })
    .returning('id')) as { id: string }[];
  if (!row) throw new Error(`seed: booking of ${booking.renter} at ${booking.listing} not inserted`);
  const seeded: SeededBooking = { ...booking, id: row.id, createdAt, decidedAt };
  if (!booking.review) return seeded;
  // Written two days after the stay ended (at least a day ago).
  const writtenAt = new Date(Date.now() + Math.min(booking.start + booking.nights + 2, -1) * DAY_MS);
  await trx('reviews').insert({
    listing_id: listing.id,
    reviewer_id: renterId,
    booking_id: row.id,
    rating: booking.review.rating,
    comment: booking.review.comment,
    status: booking.review.status,
    reviewed_by: booking.review.status === 'pending' ? null : adminId,
    // Moderated the day after it was written (and never after today).
    reviewed_at:
      booking.review.status === 'pending'
        ? null
        : new Date(Math.min(writtenAt.getTime() + DAY_MS, Date.now())),
    rejection_reason: booking.review.rejectionReason ?? null,
    created_at: writtenAt,
    updated_at: writtenAt,
  });
  return seeded;
}

async function seedHostRequests(
  trx: Knex,
  users: Map<DemoAccount['key'], string>,
  adminId: string,
): Promise<void> {
  const account = (key: DemoAccount['key']) => DEMO_ACCOUNTS.find((a) => a.key === key)!;
  for (const key of ['marina', 'theo'] as const) {
    await trx('host_requests').insert({
      user_id: users.get(key),
      name: account(key).name,
      email: account(key).email,
      reason: 'I rent out a holiday home on the coast and would like to list it on Shoreline.',
      status: 'approved',
      created_at: new Date(Date.now() - 110 * DAY_MS),
      reviewed_at: new Date(Date.now() - 109 * DAY_MS),
      reviewed_by: adminId,
    });
  }
  await trx('host_requests').insert({
    user_id: users.get('chloe'),
    name: account('chloe').name,
    email: account('chloe').email,
    reason: 'My family owns a small flat by the beach in Biarritz that we would like to rent out in summer.',
    status: 'pending',
    created_at: new Date(Date.now() - 2 * DAY_MS),
  });
}

async function seedDestinations(trx: Knex, storage: ImageStorage, adminId: string): Promise<void> {
  for (const [order, destination] of DEMO_DESTINATIONS.entries()) {
    const drawn = await drawSeedImage(PALETTES[destination.palette] ?? PALETTES[0]!, 100 + order, order % 3);
    const image = await storeSeedImage(storage, `destinations/seed-${destination.key}.jpg`, drawn);
    await trx('uploads').insert(uploadRow('destinations', image, adminId));
    await trx('destinations').insert({
      name: destination.name,
      image_path: image.key,
      image_width: image.width,
      image_height: image.height,
      image_variant_widths: image.variantWidths,
      order,
      created_by: adminId,
    });
  }
}

/** A favourite or two for each demo renter (issue 24 item 6), oldest saved first. */
const DEMO_FAVOURITES = [
  { renter: 'ana', listings: ['nice', 'lagos'] },
  { renter: 'ben', listings: ['positano', 'porto'] },
] as const;

/**
 * The demo marketplace of PRODUCT.md, with every date relative to today: listing windows run from
 * today-90 to today+270, stays sit in the past and the future around today.
 */
export async function seedDemoData(knex: Knex, storage: ImageStorage): Promise<void> {
  const today = todayIso();
  await knex.transaction(async (trx) => {
    const users = await seedUsers(trx);
    const adminId = users.get('admin')!;
    const listings = new Map<string, { id: string; hostId: string; price: number }>();
    for (const [index, listing] of DEMO_LISTINGS.entries()) {
      const hostId = users.get(listing.host)!;
      const id = await seedListing(trx, storage, listing, index, hostId, today);
      listings.set(listing.key, { id, hostId, price: listing.pricePerNight });
    }
    const older = pastReviewedStays(
      DEMO_LISTINGS.filter((l) => l.isActive !== false)
        .slice(0, 16)
        .map((l) => l.key),
    );
    const bookings: SeededBooking[] = [];
    for (const booking of [...older, ...DEMO_BOOKINGS]) {
      const listing = listings.get(booking.listing);
      if (!listing) throw new Error(`seed: no listing ${booking.listing}`);
      bookings.push(await seedBooking(trx, booking, listing, users, adminId, today));
    }
    for (const block of DEMO_BLOCKS) {
      const startDate = addDays(today, block.start);
      // Its nights are taken by the table's trigger, as for a block the host makes.
      await trx('calendar_blocks').insert({
        listing_id: listings.get(block.listing)!.id,
        start_date: startDate,
        end_date: addDays(startDate, block.nights),
        note: block.note,
        source: 'host',
      });
    }
    for (const { renter, listings: saved } of DEMO_FAVOURITES) {
      for (const [index, key] of saved.entries()) {
        await trx('favourites').insert({
          user_id: users.get(renter)!,
          listing_id: listings.get(key)!.id,
          // Minutes apart, so "newest saved first" is the order written here, reversed.
          created_at: new Date(Date.now() - (saved.length - index) * 60_000),
        });
      }
    }
    await seedConversations(trx, { users, listings, bookings, adminId });
    await seedHostRequests(trx, users, adminId);
    await seedDestinations(trx, storage, adminId);
  });
}
