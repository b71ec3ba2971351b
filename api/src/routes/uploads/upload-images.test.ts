import { MAX_IMAGE_BYTES } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { UploadedImages } from '@shoreline/shared-domain/types';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { multipartBody, type MultipartFile } from '../../test/multipart';
import { pngBomb } from '../../test/png-bomb';

let t: TestApp;
let host: TestUser;
let renter: TestUser;
let admin: TestUser;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
  const create = { width: 40, height: 30, channels: 3 as const, background: '#2a9df4' };
  png = await sharp({ create }).png().toBuffer();
  jpeg = await sharp({ create }).jpeg().toBuffer();
});
afterAll(() => t.close());

const image = (filename: string, content = png, contentType = 'image/png'): MultipartFile => ({
  filename,
  content,
  contentType,
});

function upload(folder: string, files: MultipartFile[], user?: TestUser) {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads?folder=${folder}`,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.headers ?? {}) },
  });
}

async function storedFiles(folder: string): Promise<string[]> {
  return fs.readdir(path.join(t.config.uploadDir, folder)).catch(() => []);
}

const NAME = '\\d{13}-[0-9a-f]{8}';

describe('POST /api/uploads', () => {
  it('stores listing images as {timestamp}-{random}-{safe name}, answers their Photo and serves them', async () => {
    const res = await upload(
      'listings',
      [image('Sunset Deck.PNG'), image('pier.jpg', jpeg, 'image/jpeg')],
      host,
    );
    expect(res.statusCode).toBe(201);
    const { urls, files } = res.json() as UploadedImages;
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(new RegExp(`^/uploads/listings/${NAME}-sunset-deck\\.png$`));
    expect(urls[1]).toMatch(new RegExp(`^/uploads/listings/${NAME}-pier\\.jpg$`));
    expect(files[0]).toMatchObject({ url: urls[0], contentType: 'image/png', width: 40, height: 30 });
    expect(files[0]!.variants).toEqual([{ url: urls[0]!.replace(/\.png$/, '.w40.webp'), width: 40 }]);

    const served = await t.app.inject({ method: 'GET', url: urls[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.length).toBe(files[0]!.size);
    const variant = await t.app.inject({ method: 'GET', url: files[0]!.variants[0]!.url });
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).format).toBe('webp');
  });

  it('renders WebP variants 400, 800 and 1600 px wide, never wider than the original', async () => {
    const photo = async (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#e76f51' } })
        .jpeg()
        .toBuffer();
    const res = await upload(
      'listings',
      [
        image('wide.jpg', await photo(2400, 1600), 'image/jpeg'),
        image('mid.jpg', await photo(1000, 750), 'image/jpeg'),
      ],
      host,
    );
    const [wide, mid] = (res.json() as UploadedImages).files;
    expect(wide!.variants.map((v) => v.width)).toEqual([400, 800, 1600]);
    expect(mid!.variants.map((v) => v.width)).toEqual([400, 800, 1000]);
    for (const variant of [...wide!.variants, ...mid!.variants]) {
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
    }
    // Heights follow the original's aspect ratio.
    const wideVariant = await t.app.inject({ method: 'GET', url: wide!.variants[0]!.url });
    expect((await sharp(wideVariant.rawPayload).metadata()).height).toBe(267);
  });

  it('stores the original without EXIF or GPS, turned upright', async () => {
    // A portrait photo as phones store it: landscape pixels, an EXIF orientation, a GPS position.
    const phone = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#264653' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCam', Model: 'X1', Copyright: 'Ana' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '38/1 42/1 3000/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '9/1 8/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(phone).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCam');
    expect(before.orientation).toBe(6);

    const res = await upload('listings', [image('beach.jpg', phone, 'image/jpeg')], host);
    const [file] = (res.json() as UploadedImages).files;
    expect(file).toMatchObject({ width: 40, height: 60 });
    const stored = await sharp((await t.app.inject({ method: 'GET', url: file!.url })).rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const variant = await sharp(
      (await t.app.inject({ method: 'GET', url: file!.variants[0]!.url })).rawPayload,
    ).metadata();
    expect(variant.exif).toBeUndefined();
  });

  it('refuses an image over 40 megapixels (a small PNG declaring 16000 x 16000) with 400, keeping nothing', async () => {
    const before = await storedFiles('listings');
    const bomb = pngBomb(16000, 16000);
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 16000,
      height: 16000,
    });
    const res = await upload('listings', [image('ok.png'), image('bomb.png', bomb)], host);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: MESSAGES.imageTooManyPixels,
    });
    expect(await storedFiles('listings')).toEqual(before);
  });

  it("records the uploader's id and the image's sizes for destination images (admin only)", async () => {
    const res = await upload('destinations', [image('cove.png')], admin);
    expect(res.statusCode).toBe(201);
    const [url] = res.json().urls as string[];
    const record = await t.app.uploadsRepository.findByKey(t.app.imageStorage.keyOf(url!)!);
    expect(record).toMatchObject({
      folder: 'destinations',
      uploadedBy: admin.user.id,
      contentType: 'image/png',
      width: 40,
      height: 30,
      variantWidths: [40],
      completed: true,
    });
  });

  it.each([
    ['listings', undefined, 401],
    ['listings', 'renter', 403],
    ['listings', 'admin', 403],
    ['destinations', 'host', 403],
    ['destinations', 'renter', 403],
  ] as const)('refuses folder %s for %s with %i', async (folder, role, status) => {
    const user = role === 'renter' ? renter : role === 'admin' ? admin : role === 'host' ? host : undefined;
    const res = await upload(folder, [image('a.png')], user);
    expect(res.statusCode).toBe(status);
  });

  it('refuses an unknown folder with 400', async () => {
    expect((await upload('avatars', [image('a.png')], admin)).statusCode).toBe(400);
    expect((await upload('..%2F..%2Fetc', [image('a.png')], admin)).statusCode).toBe(400);
  });

  it('refuses a text file named x.png (bytes are checked, not the name or declared type)', async () => {
    const before = await storedFiles('listings');
    const res = await upload(
      'listings',
      [image('x.png', Buffer.from('not an image at all'), 'image/png')],
      host,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.imageNotAnImage);
    expect(await storedFiles('listings')).toEqual(before);
  });

  it('refuses a truncated JPEG (a valid header, missing data) with 400, keeping nothing', async () => {
    const before = await storedFiles('listings');
    const big = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#38a' } })
      .jpeg()
      .toBuffer();
    const truncated = big.subarray(0, Math.floor(big.length / 3));
    const res = await upload('listings', [image('cut.jpg', truncated, 'image/jpeg')], host);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'IMAGE_NOT_AN_IMAGE',
      message: MESSAGES.imageNotAnImage,
    });
    expect(await storedFiles('listings')).toEqual(before);
  });

  it('answers a garbled multipart body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?folder=listings',
      headers: { ...host.headers, 'content-type': 'multipart/form-data; boundary=xx' },
      payload: 'garbage without any boundary',
    });
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'INVALID_REQUEST',
      message: MESSAGES.invalidRequest,
    });
  });

  it('refuses an SVG (scripts inside images are not served)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const res = await upload('listings', [image('logo.svg', svg, 'image/svg+xml')], host);
    expect(res.statusCode).toBe(400);
  });

  it('refuses an 11 MB file with 413 and the size message, keeping nothing of the request', async () => {
    const before = await storedFiles('listings');
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    const res = await upload('listings', [image('ok.png'), image('big.jpg', big, 'image/jpeg')], host);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'IMAGE_TOO_LARGE',
      message: MESSAGES.imageTooLarge,
    });
    expect(await storedFiles('listings')).toEqual(before);
  });

  it('refuses 11 files with 413 "Maximum 10 images allowed"', async () => {
    const files = Array.from({ length: 11 }, (_, i) => image(`p${i}.png`));
    const res = await upload('listings', files, host);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.maxImages);
  });

  it('accepts exactly 10 files', async () => {
    const files = Array.from({ length: 10 }, (_, i) => image(`ten${i}.png`));
    const res = await upload('listings', files, host);
    expect(res.statusCode).toBe(201);
    expect(res.json().urls).toHaveLength(10);
  });

  it('strips directories like ../ from the name', async () => {
    const res = await upload('listings', [image('../../../etc/passwd.png'), image('..\\..\\win.png')], host);
    expect(res.statusCode).toBe(201);
    const [first, second] = res.json().urls as string[];
    expect(first).toMatch(new RegExp(`^/uploads/listings/${NAME}-passwd\\.png$`));
    expect(second).toMatch(new RegExp(`^/uploads/listings/${NAME}-win\\.png$`));
    await expect(
      fs.stat(path.join(t.config.uploadDir, first!.replace('/uploads/', ''))),
    ).resolves.toBeTruthy();
  });

  it('gives the real extension of the bytes (a PNG named photo.gif stays a .png)', async () => {
    const res = await upload('listings', [image('photo.gif')], host);
    expect(res.json().urls[0]).toMatch(/-photo\.png$/);
  });

  it('refuses a request without files with 400 and a non-multipart one with 415', async () => {
    expect((await upload('listings', [], host)).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?folder=listings',
      headers: host.headers,
      payload: { not: 'multipart' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /uploads/...', () => {
  it('serves a PNG named page.html as image/png with nosniff, so a browser never renders it as HTML', async () => {
    const res = await upload('listings', [image('page.html')], host);
    expect(res.statusCode).toBe(201);
    const url = res.json().urls[0] as string;
    expect(url).toMatch(/-page\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Every file of the image, however it is asked for, and a missing one too.
    const variant = (res.json() as UploadedImages).files[0]!.variants[0]!.url;
    for (const [method, address] of [
      ['GET', variant],
      ['HEAD', url],
      ['GET', url.replace(/-page\.png$/, '-missing.png')],
    ] as const) {
      const answer = await t.app.inject({ method, url: address });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each([
    '/uploads/../package.json',
    '/uploads/listings/..%2f..%2fpackage.json',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/listings/',
    '/uploads/.hidden',
  ])('never reads outside the upload folder nor lists it: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('"name"');
  });
});
