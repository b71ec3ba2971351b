import type { Destination, Page } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder, readPage, type PageRequest } from '../../../db/keyset-page';
import type { ImageStorage } from '../../../lib/images/image-storage';
import { toPhoto, type StoredImageRef } from '../../../lib/images/to-photo';

interface DestinationRow {
  id: string;
  name: string;
  image_path: string;
  image_width: number | null;
  image_height: number | null;
  image_variant_widths: number[] | null;
  order: number;
}

const COLUMNS = ['id', 'name', 'image_path', 'image_width', 'image_height', 'image_variant_widths', 'order'];

/** The image columns of a destination: its key plus the sizes copied from the upload. */
function imageColumns(image: StoredImageRef) {
  return {
    image_path: image.key,
    image_width: image.width,
    image_height: image.height,
    image_variant_widths: image.variantWidths,
  };
}

/** The admins' order, then oldest first for equal positions, the id last (index destinations_order_idx). */
export const DESTINATIONS_ORDER = keysetOrder('destinations', 'asc', [
  { column: '"order"', kind: 'int' },
  { column: 'created_at', kind: 'micros' },
  { column: 'id', kind: 'uuid' },
] as const);

function createDestinationsRepository(knex: Knex, storage: ImageStorage) {
  const toDestination = (row: DestinationRow): Destination => ({
    id: row.id,
    name: row.name,
    image: toPhoto(
      {
        key: row.image_path,
        width: row.image_width,
        height: row.image_height,
        variantWidths: row.image_variant_widths,
      },
      storage,
    ),
    order: row.order,
  });

  return {
    /** A page of the destinations in their order. */
    async page(page: PageRequest, trx: Knex = knex): Promise<Page<Destination>> {
      return readPage(trx, trx('destinations').select(COLUMNS), DESTINATIONS_ORDER, page, toDestination);
    },

    async findById(id: string, trx: Knex = knex): Promise<Destination | null> {
      const row = (await trx('destinations').select(COLUMNS).where({ id }).first()) as
        DestinationRow | undefined;
      return row ? toDestination(row) : null;
    },

    /**
     * Appends a destination: its order is the current count (SPEC 9). Must run in a transaction: the
     * table is locked against concurrent adds so that two of them never get the same position.
     */
    async append(
      destination: { name: string; image: StoredImageRef; createdBy: string },
      trx: Knex,
    ): Promise<Destination> {
      await trx.raw('LOCK TABLE destinations IN SHARE ROW EXCLUSIVE MODE');
      const counted = (await trx('destinations').count({ count: '*' }).first()) as
        { count: number } | undefined;
      const [row] = (await trx('destinations')
        .insert({
          name: destination.name,
          ...imageColumns(destination.image),
          order: Number(counted?.count ?? 0),
          created_by: destination.createdBy,
        })
        .returning(COLUMNS)) as DestinationRow[];
      if (!row) throw new Error('insert into destinations returned no row');
      return toDestination(row);
    },

    /** Renames; the image changes only when one is given. Null when there is no such destination. */
    async update(
      id: string,
      changes: { name: string; image: StoredImageRef | null },
      trx: Knex = knex,
    ): Promise<Destination | null> {
      const [row] = (await trx('destinations')
        .where({ id })
        .update(
          changes.image === null
            ? { name: changes.name }
            : { name: changes.name, ...imageColumns(changes.image) },
        )
        .returning(COLUMNS)) as DestinationRow[];
      return row ? toDestination(row) : null;
    },

    /**
     * Moves a destination one place up (towards the start of the home page) or down, swapping it with
     * its neighbour, and numbers every position 0..count-1 again (a gap or a tie left by older data
     * goes too). Must run in a transaction: the table is locked like `append` and `delete` lock it, so
     * two admins moving at once take turns. Null when there is no such destination; 'edge' when it is
     * already first (up) or last (down); otherwise the first page (`limit`) of the new order.
     */
    async move(
      id: string,
      direction: 'up' | 'down',
      limit: number,
      trx: Knex,
    ): Promise<Page<Destination> | 'edge' | null> {
      await trx.raw('LOCK TABLE destinations IN SHARE ROW EXCLUSIVE MODE');
      const ids = (
        (await trx('destinations')
          .select('id')
          .orderBy([{ column: 'order' }, { column: 'created_at' }, { column: 'id' }])) as { id: string }[]
      ).map((row) => row.id);
      const from = ids.indexOf(id);
      if (from === -1) return null;
      const to = direction === 'up' ? from - 1 : from + 1;
      const neighbour = ids[to];
      if (neighbour === undefined) return 'edge';
      ids[to] = id;
      ids[from] = neighbour;
      await trx.raw(
        `UPDATE destinations d SET "order" = (moved.position - 1)::int
         FROM unnest(?::uuid[]) WITH ORDINALITY AS moved(id, position)
         WHERE d.id = moved.id AND d."order" <> moved.position - 1`,
        [ids],
      );
      return this.page({ limit, after: null }, trx);
    },

    /**
     * Deletes and closes the gap in the order, so positions stay 0..count-1 and the next one appended
     * (order = count) lands last. Must run in a transaction.
     */
    async delete(id: string, trx: Knex): Promise<boolean> {
      await trx.raw('LOCK TABLE destinations IN SHARE ROW EXCLUSIVE MODE');
      const deleted = await trx('destinations').where({ id }).delete();
      if (deleted === 0) return false;
      await trx.raw(`
        UPDATE destinations d SET "order" = ranked.position
        FROM (SELECT id, (row_number() OVER (ORDER BY "order", created_at, id) - 1)::int AS position FROM destinations) ranked
        WHERE d.id = ranked.id AND d."order" <> ranked.position`);
      return true;
    },
  };
}

export type DestinationsRepository = ReturnType<typeof createDestinationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    destinationsRepository: DestinationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('destinationsRepository', createDestinationsRepository(app.knex, app.imageStorage));
  },
  { name: 'destinations-repository', dependencies: ['db', 'image-storage'] },
);
