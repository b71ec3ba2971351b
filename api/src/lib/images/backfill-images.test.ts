import type { Destination, Listing } from '@shoreline/shared-domain/types';
import sharp from 'sharp';
import { IMAGE_BACKFILL_JOB } from '../../plugins/app/image-backfill';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { backfillImages } from './backfill-images';

// Images stored before responsive variants: an original with its EXIF, the old single `.variant.webp`,
// and rows without sizes. The backfill gives them what new uploads get.

let t: TestApp;
let host: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  admin = await t.createUser({ roles: ['renter', 'admin'] });
});
afterAll(() => t.close());

const jpegWithGps = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e9c46a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'OldCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 29/1 0/1' } })
    .toBuffer();

/** A legacy image: its file (and old variant) in storage, an upload row without sizes. */
async function legacyImage(key: string, owner: TestUser, bytes: Buffer | null): Promise<void> {
  if (bytes) {
    await t.app.imageStorage.put(key, bytes, 'image/jpeg');
    await t.app.imageStorage.put(key.replace(/\.jpg$/, '.variant.webp'), Buffer.from('old'), 'image/webp');
  }
  await t.knex('uploads').insert({
    folder: key.split('/')[0],
    path: key,
    content_type: 'image/jpeg',
    size_bytes: bytes?.length ?? 0,
    uploaded_by: owner.user.id,
    completed_at: new Date(),
  });
}

it('renders variants, strips metadata, records sizes everywhere the image shows; again does nothing', async () => {
  await legacyImage('listings/old-a.jpg', host, await jpegWithGps(2000, 1000));
  await legacyImage('listings/old-b.jpg', host, await jpegWithGps(600, 400));
  await legacyImage('listings/old-gone.jpg', host, null);
  await legacyImage('destinations/old-bay.jpg', admin, await jpegWithGps(1200, 800));
  await t
    .knex('uploads')
    .whereIn('path', [
      'listings/old-a.jpg',
      'listings/old-b.jpg',
      'listings/old-gone.jpg',
      'destinations/old-bay.jpg',
    ])
    .update({ width: null, height: null, variant_widths: null });
  const id = await t.createListing(host, {
    photos: ['/uploads/listings/old-a.jpg', '/uploads/listings/old-b.jpg', '/uploads/listings/old-gone.jpg'],
  });
  await t
    .knex('listing_photos')
    .where({ listing_id: id })
    .update({ width: null, height: null, variant_widths: null });
  await t.knex('destinations').insert({ name: 'Bay', image_path: 'destinations/old-bay.jpg', order: 0 });

  // Resumable in slices (as the background job runs it): two images now (by key: the destination's
  // and old-a), the rest in the job's run.
  const first = await backfillImages({
    knex: t.knex,
    storage: t.app.imageStorage,
    uploads: t.app.uploadsRepository,
    limit: 2,
  });
  expect(first).toEqual({ rendered: 2, missing: [], unreadable: [] });
  expect(await t.app.jobs.runNow(IMAGE_BACKFILL_JOB)).toBe(true);

  const listing = (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json() as Listing;
  expect(listing.photos.map((p) => [p.width, p.height, p.variants.map((v) => v.width)])).toEqual([
    [2000, 1000, [400, 800, 1600]],
    [600, 400, [400, 600]],
    [0, 0, []], // missing: kept as it was
  ]);
  const [destination] = (
    (await t.app.inject({ method: 'GET', url: '/api/destinations' })).json() as { items: Destination[] }
  ).items;
  expect(destination!.image.variants.map((v) => v.width)).toEqual([400, 800, 1200]);

  for (const variant of listing.photos[0]!.variants) {
    const bytes = await t.app.imageStorage.get(t.app.imageStorage.keyOf(variant.url)!);
    expect(await sharp(bytes!).metadata()).toMatchObject({ format: 'webp', width: variant.width });
  }
  const original = await sharp((await t.app.imageStorage.get('listings/old-a.jpg'))!).metadata();
  expect(original.exif).toBeUndefined();
  expect(await t.app.imageStorage.get('listings/old-a.variant.webp')).toBeNull();

  // Idempotent: only the missing image is visited again.
  expect(
    await backfillImages({ knex: t.knex, storage: t.app.imageStorage, uploads: t.app.uploadsRepository }),
  ).toEqual({
    rendered: 0,
    missing: ['listings/old-gone.jpg'],
    unreadable: [],
  });
});
