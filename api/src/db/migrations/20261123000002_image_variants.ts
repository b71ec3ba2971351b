import type { Knex } from 'knex';

// Images as keys with their sizes and variants (PRODUCT.md 26), and uploads that are only served once
// complete. URLs leave the database: `/uploads/listings/x.jpg` becomes the key `listings/x.jpg`, and the
// API builds each URL for the storage in use (local folder or a bucket behind a CDN).
//
// Sizes and variant widths are copied onto listing_photos and destinations when an image is attached,
// so a listing card reads its first photo with one primary-key join and never touches uploads.
// Images stored before this migration have null sizes until `npm run backfill-images -w api` renders
// their variants (the API serves them meanwhile without srcset).

const CONTENT_TYPE_BY_EXTENSION = `CASE lower(substring(path from '\\.([A-Za-z0-9]+)$'))
  WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif' WHEN 'webp' THEN 'image/webp' ELSE 'image/jpeg' END`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE uploads
      ADD COLUMN width integer CHECK (width > 0),
      ADD COLUMN height integer CHECK (height > 0),
      -- Widths of the WebP variants, narrowest first; null until they are rendered (backfill).
      ADD COLUMN variant_widths smallint[] CHECK (cardinality(variant_widths) > 0),
      -- Set once every file is stored. The row is written first, so a crash half-way leaves a row
      -- the cleanup job finds (and deletes with its files), never an unknown file.
      ADD COLUMN completed_at timestamptz;
    UPDATE uploads SET completed_at = created_at;
    CREATE INDEX uploads_incomplete_idx ON uploads (created_at) WHERE completed_at IS NULL;
    CREATE INDEX uploads_completed_idx ON uploads (created_at) WHERE completed_at IS NOT NULL;
    CREATE INDEX uploads_unrendered_idx ON uploads (path) WHERE variant_widths IS NULL;

    ALTER TABLE listing_photos
      ADD COLUMN path text,
      ADD COLUMN width integer,
      ADD COLUMN height integer,
      ADD COLUMN variant_widths smallint[];
    UPDATE listing_photos SET path = CASE WHEN url LIKE '/uploads/%' THEN substr(url, 10) ELSE url END;
    ALTER TABLE listing_photos ALTER COLUMN path SET NOT NULL, DROP COLUMN url;

    ALTER TABLE destinations
      ADD COLUMN image_path text,
      ADD COLUMN image_width integer,
      ADD COLUMN image_height integer,
      ADD COLUMN image_variant_widths smallint[];
    UPDATE destinations SET image_path = CASE WHEN image LIKE '/uploads/%' THEN substr(image, 10) ELSE image END;
    ALTER TABLE destinations ALTER COLUMN image_path SET NOT NULL, DROP COLUMN image;
  `);

  // Photos without an uploads row (only data written by hand) get one, owned by the listing's host or
  // the destination's admin, so the backfill finds them and ownership checks know whose they are.
  await knex.raw(`
    INSERT INTO uploads (folder, path, content_type, size_bytes, uploaded_by, created_at, completed_at)
    SELECT DISTINCT ON (missing.path) missing.folder, missing.path, ${CONTENT_TYPE_BY_EXTENSION}, 0, missing.owner, now(), now()
    FROM (
      SELECT 'listings' AS folder, p.path, l.host_id AS owner
      FROM listing_photos p JOIN listings l ON l.id = p.listing_id
      WHERE p.path LIKE 'listings/%'
      UNION ALL
      SELECT 'destinations', d.image_path,
        coalesce(d.created_by, (SELECT u.id FROM users u WHERE 'admin' = ANY (u.roles) ORDER BY u.created_at LIMIT 1))
      FROM destinations d
      WHERE d.image_path LIKE 'destinations/%'
    ) missing
    WHERE missing.owner IS NOT NULL AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.path = missing.path)
    ORDER BY missing.path;
  `);

  // Every photo is a stored upload: an upload in use can never be deleted (the cleanup job relies on
  // it). NOT VALID: enforced for every new or changed row; a hand-made legacy row whose path names no
  // upload (the insert above could not give it an owner) does not stop the migration.
  await knex.raw(`
    ALTER TABLE listing_photos ADD CONSTRAINT listing_photos_path_fkey
      FOREIGN KEY (path) REFERENCES uploads (path) NOT VALID;
    ALTER TABLE destinations ADD CONSTRAINT destinations_image_path_fkey
      FOREIGN KEY (image_path) REFERENCES uploads (path) NOT VALID;
    -- The cleanup job's "is this upload attached anywhere" lookups.
    CREATE INDEX listing_photos_path_idx ON listing_photos (path);
    CREATE INDEX destinations_image_path_idx ON destinations (image_path);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE destinations DROP CONSTRAINT destinations_image_path_fkey;
    ALTER TABLE listing_photos DROP CONSTRAINT listing_photos_path_fkey;
    ALTER TABLE destinations ADD COLUMN image text;
    UPDATE destinations SET image = '/uploads/' || image_path;
    ALTER TABLE destinations ALTER COLUMN image SET NOT NULL,
      DROP COLUMN image_path, DROP COLUMN image_width, DROP COLUMN image_height, DROP COLUMN image_variant_widths;
    ALTER TABLE listing_photos ADD COLUMN url text;
    UPDATE listing_photos SET url = '/uploads/' || path;
    ALTER TABLE listing_photos ALTER COLUMN url SET NOT NULL,
      DROP COLUMN path, DROP COLUMN width, DROP COLUMN height, DROP COLUMN variant_widths;
    DROP INDEX uploads_incomplete_idx, uploads_completed_idx, uploads_unrendered_idx;
    ALTER TABLE uploads DROP COLUMN width, DROP COLUMN height, DROP COLUMN variant_widths, DROP COLUMN completed_at;
  `);
}
