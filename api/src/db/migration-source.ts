import type { Knex } from 'knex';
import * as initialSchema from './migrations/20261122000001_initial_schema';
import * as imageVariants from './migrations/20261123000002_image_variants';
import * as sessions from './migrations/20261124000001_sessions';
import * as notifications from './migrations/20261124000010_notifications';
import * as bookingRequestExpiry from './migrations/20261124100001_booking_request_expiry';
import * as moderationReasonsAndDates from './migrations/20261124100002_moderation_reasons_and_dates';
import * as takenRanges from './migrations/20261125000001_taken_ranges';
import * as searchAtScale from './migrations/20261125100001_search_at_scale';
import * as calendarBlocks from './migrations/20261126000001_calendar_blocks';
import * as listingPlaces from './migrations/20261127000001_listing_places';
import * as takenRangesPlaceListing from './migrations/20261128000001_taken_ranges_place_listing';
import * as jobRuns from './migrations/20261129000001_job_runs';
import * as bookingDeclineReasons from './migrations/20261201000001_booking_decline_reasons';
import * as accountTokens from './migrations/20261203000001_account_tokens';
import * as listingsSitemapIndex from './migrations/20261204000001_listings_sitemap_index';
import * as keysetListIndexes from './migrations/20261210000001_keyset_list_indexes';
import * as listingFacts from './migrations/20261211000001_listing_facts';
import * as bookingGuests from './migrations/20261211000002_booking_guests';
import * as favourites from './migrations/20261211000003_favourites';
import * as hostAbout from './migrations/20261211000004_host_about';
import * as conversations from './migrations/20261212000001_conversations';
import * as placeFactCounts from './migrations/20261212000005_place_fact_counts';
import { withStartupLock, type StartupLockOptions } from './with-startup-lock';

interface Migration {
  name: string;
  module: Knex.Migration;
}

// Migrations are imported, not discovered on disk, so they run straight from TypeScript under tsx
// and jest without a build. Append new migrations here in order; never edit an applied one.
const migrations: Migration[] = [
  { name: '20261122000001_initial_schema', module: initialSchema },
  { name: '20261123000002_image_variants', module: imageVariants },
  { name: '20261124000001_sessions', module: sessions },
  { name: '20261124000010_notifications', module: notifications },
  { name: '20261124100001_booking_request_expiry', module: bookingRequestExpiry },
  { name: '20261124100002_moderation_reasons_and_dates', module: moderationReasonsAndDates },
  { name: '20261125000001_taken_ranges', module: takenRanges },
  { name: '20261125100001_search_at_scale', module: searchAtScale },
  { name: '20261126000001_calendar_blocks', module: calendarBlocks },
  { name: '20261127000001_listing_places', module: listingPlaces },
  { name: '20261128000001_taken_ranges_place_listing', module: takenRangesPlaceListing },
  { name: '20261129000001_job_runs', module: jobRuns },
  { name: '20261201000001_booking_decline_reasons', module: bookingDeclineReasons },
  { name: '20261203000001_account_tokens', module: accountTokens },
  { name: '20261204000001_listings_sitemap_index', module: listingsSitemapIndex },
  { name: '20261210000001_keyset_list_indexes', module: keysetListIndexes },
  { name: '20261211000001_listing_facts', module: listingFacts },
  { name: '20261211000002_booking_guests', module: bookingGuests },
  { name: '20261211000003_favourites', module: favourites },
  { name: '20261211000004_host_about', module: hostAbout },
  { name: '20261212000001_conversations', module: conversations },
  { name: '20261212000005_place_fact_counts', module: placeFactCounts },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration.module,
};

/** Applies pending migrations; replicas starting together take turns (`withStartupLock`). */
export async function migrateToLatest(db: Knex, lock: StartupLockOptions = {}): Promise<void> {
  await withStartupLock(db, () => db.migrate.latest({ migrationSource }), lock);
}
