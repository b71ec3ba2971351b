import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { drawSeedImage } from './draw-seed-image';
import { PALETTES } from './generate-coastal-image';

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shoreline-seed-cache-test-'));
});
afterEach(() => fs.rm(cacheDir, { recursive: true, force: true }));

const palette = PALETTES[0]!;

it('draws a 1200 x 800 JPEG with WebP variants 400, 800 and 1200 wide, and keeps it for the next seed', async () => {
  const drawn = await drawSeedImage(palette, 7, 1, cacheDir);
  expect(drawn).toMatchObject({ width: 1200, height: 800 });
  expect((await sharp(drawn.jpeg).metadata()).format).toBe('jpeg');
  expect(drawn.variants.map((v) => v.width)).toEqual([400, 800, 1200]);
  for (const variant of drawn.variants) {
    expect(await sharp(variant.bytes).metadata()).toMatchObject({ format: 'webp', width: variant.width });
  }
  expect(await fs.readdir(cacheDir)).toHaveLength(1);

  const again = await drawSeedImage(palette, 7, 1, cacheDir);
  expect(again.jpeg.equals(drawn.jpeg)).toBe(true);
  expect(again.variants.map((v) => v.bytes.length)).toEqual(drawn.variants.map((v) => v.bytes.length));
});

it('draws another scene for another seed, and redraws a damaged cache file', async () => {
  const first = await drawSeedImage(palette, 1, 0, cacheDir);
  const second = await drawSeedImage(palette, 2, 0, cacheDir);
  expect(second.jpeg.equals(first.jpeg)).toBe(false);
  const files = await fs.readdir(cacheDir);
  expect(files).toHaveLength(2);

  for (const file of files) await fs.writeFile(path.join(cacheDir, file), 'not a cached image');
  const redrawn = await drawSeedImage(palette, 1, 0, cacheDir);
  expect(redrawn.jpeg.equals(first.jpeg)).toBe(true);
  expect(redrawn.variants.map((v) => v.width)).toEqual([400, 800, 1200]);
});
