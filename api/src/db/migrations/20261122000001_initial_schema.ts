import type { Knex } from 'knex';

// The whole marketplace schema. Rules that Postgres can guarantee live here as constraints, so that
// no code path (or concurrent request) can break them: overlapping approved bookings, a second review
// of one booking, two pending host requests of one user, prices <= 0, stays that end before they start.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE EXTENSION IF NOT EXISTS btree_gist;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(btrim(name)) > 0),
      email text NOT NULL CHECK (position('@' in email) > 1),
      password_hash text NOT NULL,
      roles text[] NOT NULL DEFAULT '{renter}' CHECK (roles <@ ARRAY['renter','host','admin']::text[]),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- Case-insensitive uniqueness: Ana@x.test and ana@x.test are one account.
    CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

    CREATE TABLE listings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      host_id uuid NOT NULL REFERENCES users (id),
      title text NOT NULL,
      description text NOT NULL,
      price_per_night numeric(10,2) NOT NULL CHECK (price_per_night > 0),
      address text NOT NULL,
      city text NOT NULL,
      country text NOT NULL,
      available_from date NOT NULL,
      available_to date NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      deleted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT listings_window_in_order CHECK (available_to > available_from)
    );
    -- Public feed and its keyset pagination: active, not deleted, newest first.
    CREATE INDEX listings_public_feed_idx ON listings (created_at DESC, id DESC)
      WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_host_idx ON listings (host_id, created_at DESC) WHERE deleted_at IS NULL;
    -- Substring search (ILIKE '%x%') on city and country.
    CREATE INDEX listings_city_trgm_idx ON listings USING gin (lower(city) gin_trgm_ops);
    CREATE INDEX listings_country_trgm_idx ON listings USING gin (lower(country) gin_trgm_ops);

    CREATE TABLE listing_photos (
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
      url text NOT NULL,
      PRIMARY KEY (listing_id, position)
    );

    CREATE TABLE bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL REFERENCES listings (id),
      host_id uuid NOT NULL REFERENCES users (id),
      renter_id uuid NOT NULL REFERENCES users (id),
      start_date date NOT NULL,
      end_date date NOT NULL,
      total_price numeric(10,2) NOT NULL CHECK (total_price >= 0),
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending','approved','rejected','cancelled')),
      message text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bookings_end_after_start CHECK (end_date > start_date),
      -- Two approved stays of one listing never share a night, whatever the application does.
      CONSTRAINT bookings_no_overlapping_approved EXCLUDE USING gist (
        listing_id WITH =,
        daterange(start_date, end_date) WITH &&
      ) WHERE (status = 'approved')
    );
    CREATE INDEX bookings_renter_idx ON bookings (renter_id, created_at DESC);
    CREATE INDEX bookings_host_idx ON bookings (host_id, created_at DESC);
    CREATE INDEX bookings_listing_status_idx ON bookings (listing_id, status, start_date);

    CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL REFERENCES listings (id),
      reviewer_id uuid NOT NULL REFERENCES users (id),
      booking_id uuid NOT NULL REFERENCES bookings (id),
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      comment text NOT NULL CHECK (length(btrim(comment)) > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected')),
      reviewed_by uuid REFERENCES users (id),
      rejection_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT reviews_one_per_booking UNIQUE (booking_id)
    );
    CREATE INDEX reviews_listing_status_idx ON reviews (listing_id, status, created_at DESC);
    CREATE INDEX reviews_reviewer_idx ON reviews (reviewer_id, listing_id);
    CREATE INDEX reviews_status_idx ON reviews (status, created_at DESC);

    CREATE TABLE host_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id),
      name text NOT NULL,
      email text NOT NULL,
      reason text NOT NULL CHECK (length(btrim(reason)) > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected')),
      created_at timestamptz NOT NULL DEFAULT now(),
      reviewed_at timestamptz,
      reviewed_by uuid REFERENCES users (id)
    );
    -- At most one pending request per user, even under parallel submissions.
    CREATE UNIQUE INDEX host_requests_one_pending_per_user ON host_requests (user_id) WHERE status = 'pending';
    CREATE INDEX host_requests_status_idx ON host_requests (status, created_at DESC);
    CREATE INDEX host_requests_user_idx ON host_requests (user_id, created_at DESC);

    CREATE TABLE destinations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(btrim(name)) > 0),
      image text NOT NULL,
      "order" integer NOT NULL DEFAULT 0,
      created_by uuid REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX destinations_order_idx ON destinations ("order", created_at);

    -- Metadata of stored images (SPEC 3: the uploader's user id is kept for destination images).
    CREATE TABLE uploads (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      folder text NOT NULL CHECK (folder IN ('listings','destinations')),
      path text NOT NULL UNIQUE,
      content_type text NOT NULL,
      size_bytes integer NOT NULL,
      uploaded_by uuid NOT NULL REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX uploads_uploader_idx ON uploads (uploaded_by, created_at DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE IF EXISTS uploads, destinations, host_requests, reviews, bookings, listing_photos, listings, users;
  `);
}
