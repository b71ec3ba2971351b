import { migrationSource } from './migration-source';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// The migration that turned image URLs into keys, on data in the shape it had before.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('moves photo and destination URLs to keys, gives hand-made photos an owner, and keeps uploads complete', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const admin = await t.createUser({ roles: ['renter', 'admin'] });
  // Undo this migration only (later ones touch other tables and stay applied).
  await t.knex.migrate.down({ migrationSource, name: '20261123000002_image_variants' });

  const [listing] = (await t
    .knex('listings')
    .insert({
      host_id: host.user.id,
      title: 'Old listing',
      description: 'From before variants',
      price_per_night: 80,
      address: '1 Quay',
      city: 'Porto',
      country: 'Portugal',
      available_from: '2030-01-01',
      available_to: '2030-12-31',
      // Required by a later migration (listing facts), which stays applied.
      max_guests: 2,
      property_type: 'flat',
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
    })
    .returning('id')) as { id: string }[];
  // One photo uploaded through the API (it has an uploads row), one written by hand (none).
  await t.knex('uploads').insert({
    folder: 'listings',
    path: 'listings/1-uploaded.jpg',
    content_type: 'image/jpeg',
    size_bytes: 10,
    uploaded_by: host.user.id,
  });
  await t.knex('listing_photos').insert([
    { listing_id: listing!.id, position: 0, url: '/uploads/listings/1-uploaded.jpg' },
    { listing_id: listing!.id, position: 1, url: '/uploads/listings/by-hand.png' },
  ]);
  await t.knex('destinations').insert({ name: 'Porto', image: '/uploads/destinations/porto.jpg', order: 0 });

  await t.knex.migrate.latest({ migrationSource });

  expect(
    await t.knex('listing_photos').orderBy('position').select('path', 'width', 'variant_widths'),
  ).toEqual([
    { path: 'listings/1-uploaded.jpg', width: null, variant_widths: null },
    { path: 'listings/by-hand.png', width: null, variant_widths: null },
  ]);
  expect(await t.knex('destinations').pluck('image_path')).toEqual(['destinations/porto.jpg']);
  const uploads = await t
    .knex('uploads')
    .orderBy('path')
    .select('path', 'uploaded_by', 'content_type', 'completed_at');
  expect(uploads).toEqual([
    {
      path: 'destinations/porto.jpg',
      uploaded_by: admin.user.id,
      content_type: 'image/jpeg',
      completed_at: expect.any(Date),
    },
    {
      path: 'listings/1-uploaded.jpg',
      uploaded_by: host.user.id,
      content_type: 'image/jpeg',
      completed_at: expect.any(Date),
    },
    {
      path: 'listings/by-hand.png',
      uploaded_by: host.user.id,
      content_type: 'image/png',
      completed_at: expect.any(Date),
    },
  ]);
  // Served until the backfill: its URL, no size, no variants.
  const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listing!.id}` });
  expect(res.json().photos[1]).toEqual({
    url: '/uploads/listings/by-hand.png',
    width: 0,
    height: 0,
    variants: [],
  });
});
