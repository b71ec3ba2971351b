import type { Knex } from 'knex';

// Issue 12 (PRODUCT 22–23): the host's blocked nights and the calendars imported from other
// platforms. Every block takes its nights through one `taken_ranges` row (block_id, by trigger), so the
// exclusion constraint keeps blocks and approved stays apart; deleting a block (or the calendar it
// was imported from) frees its nights by cascade. Imported events that overlap an approved stay are
// kept in `calendar_conflicts`, which takes no nights: the host must see them, not lose the stay.
// `listings.calendar_token` is the secret of the listing's export feed (null until first shown).

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE external_calendars (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
      url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
      last_synced_at timestamptz,
      last_attempt_at timestamptz,
      last_error text,
      event_count integer NOT NULL DEFAULT 0 CHECK (event_count >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (listing_id, url)
    );
    CREATE INDEX external_calendars_due ON external_calendars (last_attempt_at NULLS FIRST);

    CREATE TABLE calendar_blocks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      start_date date NOT NULL,
      end_date date NOT NULL,
      note text CHECK (length(note) <= 500),
      source text NOT NULL CHECK (source IN ('host', 'import')),
      calendar_id uuid REFERENCES external_calendars (id) ON DELETE CASCADE,
      summary text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT calendar_blocks_range CHECK (end_date > start_date),
      CONSTRAINT calendar_blocks_source CHECK ((source = 'import') = (calendar_id IS NOT NULL))
    );
    CREATE INDEX calendar_blocks_listing ON calendar_blocks (listing_id, start_date);
    CREATE INDEX calendar_blocks_calendar ON calendar_blocks (calendar_id);

    ALTER TABLE taken_ranges
      ADD CONSTRAINT taken_ranges_block_fk FOREIGN KEY (block_id) REFERENCES calendar_blocks (id) ON DELETE CASCADE;

    -- Every block takes its nights, in the statement that writes it (as approved bookings do), so a
    -- block over taken nights fails with 23P01 whoever inserts it.
    CREATE FUNCTION calendar_blocks_sync_taken_ranges() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM taken_ranges WHERE block_id = OLD.id;
      END IF;
      INSERT INTO taken_ranges (listing_id, during, block_id)
      VALUES (NEW.listing_id, daterange(NEW.start_date, NEW.end_date), NEW.id);
      RETURN NULL;
    END $$;

    CREATE TRIGGER calendar_blocks_sync_taken_ranges
      AFTER INSERT OR UPDATE OF start_date, end_date, listing_id ON calendar_blocks
      FOR EACH ROW EXECUTE FUNCTION calendar_blocks_sync_taken_ranges();

    CREATE TABLE calendar_conflicts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      calendar_id uuid NOT NULL REFERENCES external_calendars (id) ON DELETE CASCADE,
      start_date date NOT NULL,
      end_date date NOT NULL,
      summary text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT calendar_conflicts_range CHECK (end_date > start_date)
    );
    CREATE INDEX calendar_conflicts_listing ON calendar_conflicts (listing_id, start_date);
    CREATE INDEX calendar_conflicts_calendar ON calendar_conflicts (calendar_id);

    ALTER TABLE listings ADD COLUMN calendar_token text UNIQUE;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE listings DROP COLUMN calendar_token;
    DROP TABLE calendar_conflicts;
    DROP TRIGGER calendar_blocks_sync_taken_ranges ON calendar_blocks;
    DROP FUNCTION calendar_blocks_sync_taken_ranges();
    DELETE FROM taken_ranges WHERE block_id IS NOT NULL;
    ALTER TABLE taken_ranges DROP CONSTRAINT taken_ranges_block_fk;
    DROP TABLE calendar_blocks;
    DROP TABLE external_calendars;
  `);
}
