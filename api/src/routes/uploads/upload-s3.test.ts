import type { Listing, UploadedImages } from '@shoreline/shared-domain/types';
import sharp from 'sharp';
import { buildTestApp, listingInput, type TestApp } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart';
import { startS3Server, type TestS3Server } from '../../test/start-s3-server';

// With S3_* set, images go to the bucket and browsers fetch them from S3_PUBLIC_URL; the API serves none.

let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ s3: s3.config });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

it('stores uploads and their variants in the bucket, served from its public URL, and listings take them', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#0096c7' } })
    .jpeg()
    .toBuffer();
  const body = multipartBody([{ filename: 'harbour.jpg', contentType: 'image/jpeg', content: jpeg }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?folder=listings',
    payload: body.payload,
    headers: { ...body.headers, ...host.headers },
  });
  expect(res.statusCode).toBe(201);
  const [file] = (res.json() as UploadedImages).files;
  expect(file!.url.startsWith(`${s3.config.publicUrl}/listings/`)).toBe(true);
  expect(file!.variants.map((v) => v.width)).toEqual([400, 800, 1000]);
  for (const url of [file!.url, ...file!.variants.map((v) => v.url)]) {
    const served = await fetch(url);
    expect(served.status).toBe(200);
  }
  // The bucket serves what the put declared (S3 lets an object carry its Content-Type and
  // Cache-Control, not X-Content-Type-Options: that one is the proxy's or CDN's, see image-proxy-conf).
  const original = await fetch(file!.url);
  expect(original.headers.get('content-type')).toBe('image/jpeg');
  expect(original.headers.get('cache-control')).toBe('public, max-age=604800, immutable');
  const variant = await fetch(file!.variants[0]!.url);
  expect(variant.headers.get('content-type')).toBe('image/webp');
  // Nothing at the local address: this replica keeps no image of its own.
  const path = new URL(file!.url).pathname.replace(`/${s3.config.bucket}/`, '/uploads/');
  expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);

  const created = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: host.headers,
    payload: listingInput({ photos: [file!.url] }),
  });
  expect(created.statusCode).toBe(201);
  const { contentType: _type, size: _size, ...photo } = file!;
  expect((created.json() as Listing).photos).toEqual([photo]);
  // A local-style URL of the same key is not one this storage serves.
  const local = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: host.headers,
    payload: listingInput({ photos: [path] }),
  });
  expect(local.statusCode).toBe(400);
});
