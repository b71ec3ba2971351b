import type { Knex } from 'knex';

// PRODUCT 22–23: a night is taken by an approved stay or by a host's block, and Postgres itself
// keeps taken nights from overlapping. `taken_ranges` holds one row per taken range, whatever took
// it, so the exclusion constraint covers stays and blocks together and every availability question
// (search with dates, free ranges, the final check) is one GiST probe on one table.
// - Approved bookings arrive by trigger, in the same statement that approves them; a second
//   approved stay over the same nights fails with 23P01 exactly as before.
// - Blocks (the calendar issue) insert their row with `block_id` set; that table and its foreign
//   key come with their own migration.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE taken_ranges (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      during daterange NOT NULL CHECK (NOT isempty(during) AND NOT upper_inf(during) AND NOT lower_inf(during)),
      booking_id uuid UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
      block_id uuid UNIQUE,
      CONSTRAINT taken_ranges_one_source CHECK (num_nonnulls(booking_id, block_id) = 1),
      CONSTRAINT taken_ranges_no_overlap EXCLUDE USING gist (listing_id WITH =, during WITH &&)
    );

    CREATE FUNCTION bookings_sync_taken_ranges() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.status = 'approved' THEN
        DELETE FROM taken_ranges WHERE booking_id = OLD.id;
      END IF;
      IF NEW.status = 'approved' THEN
        INSERT INTO taken_ranges (listing_id, during, booking_id)
        VALUES (NEW.listing_id, daterange(NEW.start_date, NEW.end_date), NEW.id);
      END IF;
      RETURN NULL;
    END $$;

    CREATE TRIGGER bookings_sync_taken_ranges
      AFTER INSERT OR UPDATE OF status, start_date, end_date, listing_id ON bookings
      FOR EACH ROW EXECUTE FUNCTION bookings_sync_taken_ranges();

    INSERT INTO taken_ranges (listing_id, during, booking_id)
    SELECT listing_id, daterange(start_date, end_date), id FROM bookings WHERE status = 'approved';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER bookings_sync_taken_ranges ON bookings;
    DROP FUNCTION bookings_sync_taken_ranges();
    DROP TABLE taken_ranges;
  `);
}
